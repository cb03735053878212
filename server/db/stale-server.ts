import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, readlink, realpath, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** How long an orphaned server gets to shut down before its processes are killed. */
const SHUTDOWN_GRACE_MS = 10_000;
const POLL_MS = 50;

interface StaleServerPaths {
  clusterDir: string;
  /** The lock PostgreSQL keeps beside its Unix socket (`.s.PGSQL.<port>.lock`). */
  socketLockFile: string;
}

/**
 * A crash of the app (kill -9, OOM, power loss) leaves `postmaster.pid` and the socket lock
 * behind, and possibly an orphaned server or its backends still running on this data directory.
 * The next start must succeed, so: stop what is provably ours (a process whose working directory
 * is the cluster: PostgreSQL chdirs there, postmaster and backends alike), wait until none is
 * left, then drop both lock files.
 *
 * Never signal by name or by the pid in the lock files alone: after a reboot or PID reuse that
 * pid can belong to anyone, a foreign PostgreSQL included. A killed postmaster also stays a
 * zombie until it is reaped; PostgreSQL's own stale-lock check takes a zombie for a live owner,
 * which is why the locks are removed here once no process of ours is left.
 */
export async function clearStaleServer({ clusterDir, socketLockFile }: StaleServerPaths): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile) && !existsSync(socketLockFile)) return;

  const directory = await realpath(clusterDir).catch(() => clusterDir);
  const postmasterPid = await readLockPid(pidFile);
  const running = await findClusterProcesses(directory, postmasterPid);
  if (postmasterPid !== undefined && running.includes(postmasterPid)) signal(postmasterPid, "SIGINT");
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  let left = running;
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    left = await findClusterProcesses(directory, postmasterPid);
  }
  // Still ours after the grace period (checked again just now): a hung server is killed.
  for (const pid of left) signal(pid, "SIGKILL");
  if (left.length > 0) await waitUntilGone(directory, postmasterPid);

  await rm(pidFile, { force: true });
  await rm(socketLockFile, { force: true });
}

async function waitUntilGone(directory: string, postmasterPid: number | undefined): Promise<void> {
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  while (Date.now() < deadline) {
    if ((await findClusterProcesses(directory, postmasterPid)).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`PostgreSQL processes of ${directory} did not exit; stop them and start again`);
}

/** The first line of a PostgreSQL lock file is the pid of its owner. */
async function readLockPid(file: string): Promise<number | undefined> {
  const content = await readFile(file, "utf8").catch(() => "");
  const pid = Number(content.split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Exited in the meantime.
  }
}

/**
 * Live processes working in this cluster directory. On Linux every process whose /proc cwd is
 * the directory (zombies have none); elsewhere only the recorded postmaster, when its command
 * line names the directory as its `-D` argument.
 */
async function findClusterProcesses(directory: string, postmasterPid: number | undefined): Promise<number[]> {
  if (!existsSync("/proc/self/cwd")) {
    if (postmasterPid === undefined) return [];
    return (await isPostmasterOf(directory, postmasterPid)) ? [postmasterPid] : [];
  }
  const entries = await readdir("/proc");
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined);
    if (cwd === directory) found.push(pid);
  }
  return found;
}

async function isPostmasterOf(directory: string, pid: number): Promise<boolean> {
  try {
    const { stdout } = await execFileAsync("ps", ["-ww", "-o", "args=", "-p", String(pid)]);
    return stdout.includes(` -D ${directory} `) || stdout.trimEnd().endsWith(` -D ${directory}`);
  } catch {
    return false;
  }
}
