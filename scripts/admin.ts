/**
 * `npm run admin -- <email>`: gives an existing account the admin flag. Uses DATABASE_URL, or
 * the embedded PostgreSQL in DATA_DIR — through the running app's socket when the app is up
 * (starting a second server on the same cluster would stop the app's), else by starting it.
 */
import { promoteToAdmin } from "../server/auth/admin-bootstrap";
import { ConfigError, loadConfig } from "../server/config";
import { applyMigrations } from "../server/db/client";
import { connectCliDatabase } from "./cli-database";

async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !email.includes("@")) {
    console.error("Usage: npm run admin -- <email>");
    return 2;
  }
  const config = loadConfig();
  const database = await connectCliDatabase(config);
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

// process.exit, not exitCode: tsx does not pass exitCode on.
try {
  process.exit(await main());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
