/**
 * `npm run admin -- <email>`: gives an existing account the admin flag. Uses DATABASE_URL, or
 * the embedded PostgreSQL in DATA_DIR — through the running app's socket when the app is up
 * (starting a second server on the same cluster would stop the app's), else by starting it.
 */
import { promoteToAdmin } from "../server/start-up/admin-bootstrap";
import { applyMigrations } from "../server/db/client";
import { runWithDatabase } from "./cli-database";

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run admin -- <email>");
  process.exit(2);
}

await runWithDatabase(async (database) => {
  await applyMigrations(database.db);
  const user = await promoteToAdmin(database.db, email);
  if (!user) {
    console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    return 1;
  }
  console.log(`${user.email} is now an admin.`);
  return 0;
});
