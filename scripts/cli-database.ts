/**
 * The database for a command-line script: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR —
 * through the running app's socket when the app is up (starting a second server on the same
 * cluster would stop the app's), else by starting it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../server/core/config";
import { connectDatabase, openDatabase, type Database } from "../server/db/client";
import { loadSuperuserPassword } from "../server/db/superuser-password";

export async function connectCliDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return connectDatabase(config.DATABASE_URL);
  const socketDir = path.resolve(config.DATA_DIR, "pg-socket");
  if (isEmbeddedServerRunning(config.DATA_DIR) && existsSync(path.join(socketDir, ".s.PGSQL.5432"))) {
    // Same user, password and socket as server/db/embedded.ts gives the app.
    const password = encodeURIComponent(await loadSuperuserPassword(config.DATA_DIR));
    return connectDatabase(
      `postgres://postgres:${password}@localhost/platform?host=${encodeURIComponent(socketDir)}&port=5432`,
    );
  }
  return openDatabase({ dataDir: config.DATA_DIR });
}

function isEmbeddedServerRunning(dataDir: string): boolean {
  const pidFile = path.resolve(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command-line script's work on the database and exits with the code it returns; a bad
 * configuration or an unexpected error prints one message and exits 1.
 */
export async function runWithDatabase(work: (database: Database, config: Config) => Promise<number>): Promise<never> {
  let code = 1;
  try {
    const config = loadConfig();
    const database = await connectCliDatabase(config);
    try {
      code = await work(database, config);
    } finally {
      // Stops the embedded server too, when this script started it.
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
  }
  // process.exit, not exitCode: tsx does not pass exitCode on.
  process.exit(code);
}
