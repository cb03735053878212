/**
 * `npm run restore -- <file> [--replace]`: restores a backup made by `npm run backup` into the
 * database (embedded or DATABASE_URL), migrated first to the backup's migrations. Refuses a
 * database that has data unless `--replace`; a refused or failed restore changes nothing.
 * Stop the app first (or restart it after), so no instance serves cached pages of the old data.
 */
import { createReadStream, existsSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { BackupError, restoreBackup } from "../server/db/backup";
import { applyMigrations } from "../server/db/client";
import { runWithDatabase } from "./cli-database";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
if (!file || !existsSync(file)) {
  console.error("Usage: npm run restore -- <backup file> [--replace]");
  process.exit(2);
}

await runWithDatabase(async (database) => {
  await applyMigrations(database.db);
  const input = createReadStream(file).pipe(createGunzip());
  try {
    const summary = await restoreBackup(database.pool, input, { replace: args.includes("--replace") });
    console.log(`Restored ${summary.rows} rows of ${summary.tables} tables from ${file}`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
});
