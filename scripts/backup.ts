/**
 * `npm run backup [-- <file>]`: a consistent backup of the database (embedded or DATABASE_URL)
 * while the app keeps serving, gzip-compressed, by default in DATA_DIR/backups/. Uploaded files
 * are not in it: copy DATA_DIR/uploads (or the bucket) beside it.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import { createGzip } from "node:zlib";
import { writeBackup } from "../server/db/backup";
import { runWithDatabase } from "./cli-database";

await runWithDatabase(async (database, config) => {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, "backups", `platform-${stamp}.ndjson.gz`));
  mkdirSync(path.dirname(file), { recursive: true });
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(file, { mode: 0o600 }));
  const summary = await writeBackup(database.pool, lines);
  lines.end();
  await written;
  console.log(`Backed up ${summary.rows} rows of ${summary.tables} tables to ${file}`);
  return 0;
});
