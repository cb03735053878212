/**
 * `npm run crash-test [-- --cycles 20] [-- --database-url postgres://...] [-- --kill-database] [-- --port N]`:
 * starts the built server, drives writes from a client, kills with SIGKILL at random moments
 * and restarts at once as a supervisor would, then checks that every write the client saw
 * acknowledged is in the database and that its indexes are sound (amcheck). What is killed:
 * by default the server and its embedded PostgreSQL; with `--database-url`, the server on that
 * external database; with `--kill-database`, only a separate PostgreSQL server that the app
 * reaches through DATABASE_URL, while the app keeps running and must reconnect by itself.
 * Loopback only; it stops by itself. Exits 1 if a write was lost or a restart failed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { connectDatabase, openDatabase, type Database } from "../server/db/client";
import { ensureDatabaseExists, startEmbeddedPostgres, type EmbeddedServer } from "../server/db/embedded";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const CYCLES = Number(option("cycles") ?? 20);
const KILL_DATABASE = args.includes("--kill-database");
let DATABASE_URL = option("database-url") ?? "";
const WRITERS = 4;
const READY_TIMEOUT_MS = 60_000;

type Kind = "signup" | "comment" | "newsletter" | "contact";
const acknowledged: Record<Kind, string[]> = { signup: [], comment: [], newsletter: [], contact: [] };
let refused = 0;

const dataDir = mkdtempSync(path.join(tmpdir(), "platform-crash-"));
// As root the database runs as its own user, which must be able to reach its folder.
chmodSync(dataDir, 0o755);
// `--port` keeps the server inside a port range given to you on a shared machine.
const port = Number(option("port") ?? 30_000 + Math.floor(Math.random() * 20_000));
const origin = `http://127.0.0.1:${port}`;

/** A started server and the tail of what it wrote to stderr, shown when it fails. */
interface RunningServer {
  child: ChildProcess;
  stderr: string;
}

function startServer(): RunningServer {
  // Its own process group, so one kill reaches the server and the PostgreSQL it started.
  const child = spawn(process.execPath, ["dist/server.js"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL,
      REDIS_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "error",
      RATE_LIMITS_ENABLED: "false",
      SEED_DEMO_CONTENT: "true",
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
  });
  const server: RunningServer = { child, stderr: "" };
  // Always read: a pipe nobody reads fills up and blocks the server's next write.
  child.stderr?.on("data", (chunk: Buffer) => (server.stderr = (server.stderr + chunk.toString()).slice(-4000)));
  return server;
}

/** A process killed by a signal has no exit code, only a signal code. */
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopServer({ child }: RunningServer) {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function waitUntilReady(server: RunningServer): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(server.child)) return false;
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return false;
}

async function write(kind: Kind): Promise<void> {
  const marker = `crash-${randomBytes(6).toString("hex")}`;
  const email = `${marker}@example.com`;
  const requests: Record<Kind, [string, unknown, string]> = {
    signup: ["/api/auth/signup", { email, password: "Crash-test-pass-9431" }, email],
    comment: ["/api/blog/posts/:slug/comments", { name: "Crash", email, content: marker }, marker],
    newsletter: ["/api/functions/newsletter-subscribe", { email }, email],
    contact: [
      "/api/contact",
      { name: "Crash", email, inquiryType: "support", subject: marker, message: "A message that outlives a crash." },
      marker,
    ],
  };
  const [route, body, key] = requests[kind];
  const response = await fetch(`${origin}${route.replace(":slug", postSlug)}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  if (response.ok) acknowledged[kind].push(key);
  else refused += 1;
}

async function runWriters(until: { stopped: boolean }) {
  const kinds: Kind[] = ["signup", "comment", "newsletter", "contact"];
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (!until.stopped) {
        const kind = kinds[Math.floor(Math.random() * kinds.length)] ?? "signup";
        // A request cut by the kill was never acknowledged: nothing to check for it.
        await write(kind).catch(() => sleep(20));
      }
    }),
  );
}

let postSlug = "";

const databaseDir = path.join(dataDir, "database-server");
let databaseServer: EmbeddedServer | undefined;

/** SIGKILL to the separate database server's postmaster, as a crash of that machine would. */
function killPostmaster(folder: string) {
  const pid = Number(readFileSync(path.join(folder, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  process.kill(pid, "SIGKILL");
}

async function main(): Promise<number> {
  spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (KILL_DATABASE) {
    mkdirSync(databaseDir, { mode: 0o755 });
    databaseServer = await startEmbeddedPostgres({ dataDir: databaseDir });
    await ensureDatabaseExists(databaseServer, "platform");
    DATABASE_URL = databaseServer.connectionString("platform");
  }
  let server = startServer();
  if (!(await waitUntilReady(server))) throw new Error("the server did not start the first time");
  const home = (await (await fetch(`${origin}/api/blog/posts?limit=1`)).json()) as { posts: { slug: string }[] };
  postSlug = home.posts[0]?.slug ?? "";
  let failedRestarts = 0;
  const restartTimes: number[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    if (databaseServer) {
      const until = { stopped: false };
      const writers = runWriters(until);
      await sleep(300 + Math.random() * 1200);
      killPostmaster(databaseDir);
      const started = Date.now();
      databaseServer = await startEmbeddedPostgres({ dataDir: databaseDir });
      // The app was never restarted: it is ready again once its pool reconnects.
      const isBack = await waitUntilReady(server);
      until.stopped = true;
      await writers;
      if (isBack) {
        restartTimes.push(Date.now() - started);
        continue;
      }
      failedRestarts += 1;
      console.log(`cycle ${cycle}: the app did not recover from the database restart\n${server.stderr.slice(-2000)}`);
      await stopServer(server);
      server = startServer();
      if (!(await waitUntilReady(server))) throw new Error("the server does not start any more");
      continue;
    }
    const until = { stopped: false };
    const writers = runWriters(until);
    await sleep(300 + Math.random() * 1200);
    if (server.child.pid) process.kill(-server.child.pid, "SIGKILL");
    until.stopped = true;
    await writers;
    const started = Date.now();
    server = startServer();
    if (await waitUntilReady(server)) {
      restartTimes.push(Date.now() - started);
    } else {
      failedRestarts += 1;
      console.log(`cycle ${cycle}: restart failed\n${server.stderr.slice(-2000)}`);
      server = startServer();
      if (!(await waitUntilReady(server))) throw new Error("the server does not start any more");
    }
  }
  await stopServer(server);

  const database = DATABASE_URL ? connectDatabase(DATABASE_URL) : await openDatabase({ dataDir });
  const stopDatabaseServer = () => databaseServer?.stop();
  try {
    const missing = await findMissing(database);
    const corrupt = await checkIndexes(database);
    const total = Object.values(acknowledged).reduce((sum, keys) => sum + keys.length, 0);
    const engine = KILL_DATABASE
      ? "a separate PostgreSQL server (database killed, app kept running)"
      : DATABASE_URL
        ? "external PostgreSQL (app killed)"
        : "embedded PostgreSQL (app and database killed)";
    const restarts = restartTimes.sort((a, b) => a - b);
    console.log(`\ncrash test on ${engine}: ${CYCLES} kill -9 cycles`);
    const what = KILL_DATABASE ? "recoveries" : "restarts";
    console.log(
      `${what}: ${restarts.length} ok, ${failedRestarts} failed; median ${restarts[Math.floor(restarts.length / 2)] ?? "-"} ms to ready`,
    );
    for (const kind of Object.keys(acknowledged) as Kind[]) {
      console.log(`  ${kind.padEnd(10)} acknowledged ${acknowledged[kind].length}, missing ${missing[kind]}`);
    }
    console.log(
      `acknowledged ${total}, found ${total - Object.values(missing).reduce((a, b) => a + b, 0)}; refused ${refused}`,
    );
    console.log(`amcheck: ${corrupt === null ? "not available" : `${corrupt} corrupt indexes`}`);
    return failedRestarts === 0 && Object.values(missing).every((count) => count === 0) && !corrupt ? 0 : 1;
  } finally {
    await database.close();
    await stopDatabaseServer();
  }
}

async function findMissing(database: Database): Promise<Record<Kind, number>> {
  const count = async (query: string, keys: string[]) => {
    const { rows } = await database.pool.query<{ n: number }>(query, [keys]);
    return keys.length - (rows[0]?.n ?? 0);
  };
  return {
    signup: await count("SELECT count(*)::int AS n FROM users WHERE email = ANY($1)", acknowledged.signup),
    comment: await count("SELECT count(*)::int AS n FROM blog_comments WHERE content = ANY($1)", acknowledged.comment),
    newsletter: await count(
      "SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = ANY($1)",
      acknowledged.newsletter,
    ),
    contact: await count(
      "SELECT count(*)::int AS n FROM contact_messages WHERE subject = ANY($1)",
      acknowledged.contact,
    ),
  };
}

/** Number of B-tree indexes amcheck finds corrupt, or null where the extension is missing. */
async function checkIndexes(database: Database): Promise<number | null> {
  try {
    await database.pool.query("CREATE EXTENSION IF NOT EXISTS amcheck");
  } catch {
    return null;
  }
  const { rows } = await database.pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE a.amname = 'btree' AND n.nspname = 'public'`,
  );
  let corrupt = 0;
  for (const { name } of rows) {
    try {
      await database.pool.query("SELECT bt_index_check($1::regclass, true)", [name]);
    } catch (error) {
      corrupt += 1;
      console.log(`index ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return corrupt;
}

try {
  const code = await main();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
} catch (error) {
  console.error(error);
  // The separate database server is ours: never leave it running.
  await databaseServer?.stop().catch(() => undefined);
  process.exit(1);
}
