/**
 * `npm run admin -- <email>`: gives an existing account the admin flag. Uses DATABASE_URL, or
 * the embedded PostgreSQL in DATA_DIR — through the running app's socket when the app is up
 * (starting a second server on the same cluster would stop the app's), else by starting it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promoteToAdmin } from "../server/auth/admin-bootstrap";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { applyMigrations, connectDatabase, openDatabase, type Database } from "../server/db/client";

async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !email.includes("@")) {
    console.error("Usage: npm run admin -- <email>");
    return 2;
  }
  const config = loadConfig();
  const database = await connect(config);
  try {
    await applyMigrations(database.db);
    const user = await promoteToAdmin(database.db, email);
    if (!user) {
      console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${user.email} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function connect(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return connectDatabase(config.DATABASE_URL);
  const socketDir = path.resolve(config.DATA_DIR, "pg-socket");
  if (
    isEmbeddedServerRunning(config.DATA_DIR) &&
    existsSync(path.join(socketDir, ".s.PGSQL.5432"))
  ) {
    // Same user, password and socket as server/db/embedded.ts gives the app.
    return connectDatabase(
      `postgres://postgres:embedded@localhost/platform?host=${encodeURIComponent(socketDir)}&port=5432`,
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

// process.exit, not exitCode: tsx does not pass exitCode on.
try {
  process.exit(await main());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
