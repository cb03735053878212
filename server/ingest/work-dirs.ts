import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where a run copies a member's file to work on it (decoding, cutting): this machine's temporary
 * folder, one folder per run named after the process that made it, readable by the app alone.
 */
const WORK_ROOT = path.join(tmpdir(), "plataforma-work");

/** A new private folder for one run's copies; the run removes it when it ends. */
export async function makeWorkDir(use: string): Promise<string> {
  await mkdir(WORK_ROOT, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(WORK_ROOT, `${process.pid}-${use}-`));
}

/**
 * Removes the work folders of processes that are gone (a crash or kill -9 leaves its copies of
 * members' recordings behind). Folders of live processes (other instances or test apps on this
 * machine) stay. Answers how many went.
 */
export async function sweepWorkDirs(): Promise<number> {
  let names: string[];
  try {
    names = await readdir(WORK_ROOT);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number(name.split("-", 1)[0]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    await rm(path.join(WORK_ROOT, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
