import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { chmod, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded";

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dataDir of dataDirs.splice(0)) await rm(dataDir, { recursive: true, force: true });
});

async function createDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "platform-crash-"));
  await chmod(dataDir, 0o755);
  dataDirs.push(dataDir);
  return dataDir;
}

function readPostmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
}

async function startOwner(dataDir: string, mode: "idle" | "--write" = "idle") {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/test/fixtures/start-embedded.ts", dataDir, ...(mode === "idle" ? [] : [mode])],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`owner exited early with ${code}: ${errors}`)));
  });
  return child;
}

async function query<Row extends pg.QueryResultRow>(server: EmbeddedServer, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: server.connectionString("postgres") });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

async function connectWithPassword(dataDir: string, password: string): Promise<void> {
  const client = new pg.Client({ host: path.join(dataDir, "pg-socket"), port: 5432, user: "postgres", password });
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe("embedded PostgreSQL", () => {
  it("starts again after its owner was killed, stopping the orphaned server", { timeout: 90_000 }, async () => {
    const dataDir = await createDataDir();
    const owner = await startOwner(dataDir);
    const orphanPid = readPostmasterPid(dataDir);
    owner.kill("SIGKILL");
    await new Promise((resolve) => owner.once("exit", resolve));

    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const rows = await query<{ answer: number }>(server, "select 42 as answer");
      expect(rows[0]?.answer).toBe(42);
      expect(readPostmasterPid(dataDir)).not.toBe(orphanPid);
    } finally {
      await server.stop();
    }
  });

  it(
    "comes up at once after the app and its database are killed mid-write, ten times in a row",
    { timeout: 240_000 },
    async () => {
      const dataDir = await createDataDir();
      let owner = await startOwner(dataDir, "--write");
      for (let cycle = 0; cycle < 10; cycle += 1) {
        const postmasterPid = readPostmasterPid(dataDir);
        owner.kill("SIGKILL");
        process.kill(postmasterPid, "SIGKILL");
        // No wait: a supervisor restarts at once, while the killed postmaster is still a zombie.
        owner = await startOwner(dataDir, "--write");
      }
      owner.kill("SIGKILL");

      const server = await startEmbeddedPostgres({ dataDir });
      try {
        const rows = await query<{ count: string }>(server, "select count(*) from crash_writes");
        expect(Number(rows[0]?.count)).toBeGreaterThan(0);
      } finally {
        await server.stop();
      }
    },
  );

  it("never signals a live process that only reuses the recorded postmaster pid", { timeout: 90_000 }, async () => {
    const dataDir = await createDataDir();
    const server = await startEmbeddedPostgres({ dataDir });
    await server.stop();
    // A foreign PostgreSQL that got the pid after a reboot: "postgres" in its command line.
    const decoy = spawn(
      process.execPath,
      [
        "-e",
        "for (const s of ['SIGINT','SIGTERM','SIGQUIT','SIGHUP']) process.on(s, () => console.log('signalled ' + s)); console.log('ready'); setInterval(() => {}, 1000);",
        "postgres",
        "-D",
        "/var/lib/postgresql/data",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(decoy);
    let output = "";
    await new Promise<void>((resolve) =>
      decoy.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("ready")) resolve();
      }),
    );
    const pidFile = path.join(dataDir, "pg", "postmaster.pid");
    writeFileSync(pidFile, `${decoy.pid}\n${path.join(dataDir, "pg")}\n`);
    writeFileSync(path.join(dataDir, "pg-socket", ".s.PGSQL.5432.lock"), `${decoy.pid}\n`);

    const restarted = await startEmbeddedPostgres({ dataDir });
    try {
      expect((await query<{ answer: number }>(restarted, "select 1 as answer"))[0]?.answer).toBe(1);
      expect(decoy.exitCode).toBeNull();
      expect(decoy.signalCode).toBeNull();
      expect(output).not.toContain("signalled");
    } finally {
      await restarted.stop();
    }
  });

  it("says PostgreSQL's own reason when the server refuses to start", { timeout: 90_000 }, async () => {
    const dataDir = await createDataDir();
    const server = await startEmbeddedPostgres({ dataDir });
    await server.stop();
    appendFileSync(path.join(dataDir, "pg", "postgresql.conf"), "\nshared_buffers = 'plenty'\n");

    const failure: unknown = await startEmbeddedPostgres({ dataDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/FATAL: .*configuration file/);
  });

  it("keeps its socket and superuser password to the database user", { timeout: 90_000 }, async () => {
    const dataDir = await createDataDir();
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const socketDir = statSync(path.join(dataDir, "pg-socket"));
      expect(socketDir.mode & 0o777).toBe(0o700);
      expect(socketDir.uid).toBe(statSync(path.join(dataDir, "pg")).uid);
      const passwordFile = path.join(dataDir, "pg-password");
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(passwordFile, "utf8").length).toBeGreaterThanOrEqual(32);
      await expect(connectWithPassword(dataDir, "embedded")).rejects.toMatchObject({ code: "28P01" });
      await expect(connectWithPassword(dataDir, readFileSync(passwordFile, "utf8"))).resolves.toBeUndefined();
    } finally {
      await server.stop();
    }
    if (process.getuid?.() === 0) {
      const postgresUid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
      expect(statSync(path.join(dataDir, "pg-socket")).uid).toBe(postgresUid);
    }
  });

  it(
    "moves a data directory made with the old constant password to a random one, keeping its data",
    { timeout: 90_000 },
    async () => {
      const dataDir = await createDataDir();
      const first = await startEmbeddedPostgres({ dataDir });
      await query(first, "create table kept (note text); insert into kept values ('before the upgrade')");
      await query(first, "alter role postgres password 'embedded'");
      await first.stop();
      // As the previous release left it: no password file, a socket folder anyone could enter.
      await unlink(path.join(dataDir, "pg-password"));
      await chmod(path.join(dataDir, "pg-socket"), 0o755);

      for (let start = 0; start < 2; start += 1) {
        const server = await startEmbeddedPostgres({ dataDir });
        try {
          expect(await query<{ note: string }>(server, "select note from kept")).toEqual([
            { note: "before the upgrade" },
          ]);
          await expect(connectWithPassword(dataDir, "embedded")).rejects.toMatchObject({ code: "28P01" });
          expect(statSync(path.join(dataDir, "pg-password")).mode & 0o777).toBe(0o600);
          expect(statSync(path.join(dataDir, "pg-socket")).mode & 0o777).toBe(0o700);
        } finally {
          await server.stop();
        }
      }
    },
  );
});
