import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded";

async function startCrashingOwner(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/fixtures/start-embedded.ts", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`owner exited early with ${code}`)));
  });
  return child;
}

describe("embedded PostgreSQL", () => {
  it("starts again after its owner was killed, stopping the orphaned server", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "platform-crash-"));
    await chmod(dataDir, 0o755);
    const owner = await startCrashingOwner(dataDir);
    const orphanPid = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    owner.kill("SIGKILL");
    await new Promise((resolve) => owner.once("exit", resolve));

    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const client = new pg.Client({ connectionString: server.connectionString("postgres") });
      await client.connect();
      const result = await client.query<{ answer: number }>("select 42 as answer");
      await client.end();
      expect(result.rows[0]?.answer).toBe(42);
      const newPid = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
      expect(newPid).not.toBe(orphanPid);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
