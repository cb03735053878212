import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { serviceJobs } from "../db/schema/index";
import { privateFolder } from "../files/keys";
import { sweepWorkDirs } from "../ingest/work-dirs";
import { SERVICE_UPLOADS_FOLDER } from "./job-files";

/** Where versions before private recordings kept service uploads: served by /uploads to anyone. */
const PUBLIC_UPLOADS_FOLDER = "service-jobs";
const EXPORTS_FOLDER = privateFolder("service-exports");

/**
 * At start: recordings and documents an older version stored in the public uploads area move to
 * the private one (their jobs' keys with them), public files no job owns are removed, kept
 * exports of deleted jobs are removed, and the work folders of processes that died (a kill -9
 * mid-job leaves copies of members' recordings) are swept. Answers what it did, for the log.
 */
export async function tidyServiceJobFiles(context: AppContext) {
  const moved = await moveToPrivate(context);
  const orphans = await removePublicOrphans(context);
  const exports = await removeOrphanExports(context);
  const workDirs = await sweepWorkDirs();
  return { moved, orphans, exports, workDirs };
}

async function moveToPrivate(context: AppContext): Promise<number> {
  const { db } = context.database;
  const { rows } = await db.execute<{ id: string; file_keys: string[] }>(sql`
    SELECT id, file_keys FROM service_jobs
    WHERE EXISTS (SELECT 1 FROM unnest(file_keys) AS key WHERE key LIKE ${`${PUBLIC_UPLOADS_FOLDER}/%`})`);
  let moved = 0;
  for (const row of rows) {
    const keys: string[] = [];
    for (const key of row.file_keys) {
      if (!key.startsWith(`${PUBLIC_UPLOADS_FOLDER}/`)) {
        keys.push(key);
        continue;
      }
      const privateKey = `${SERVICE_UPLOADS_FOLDER}/${key.slice(PUBLIC_UPLOADS_FOLDER.length + 1)}`;
      if (await context.files.stat(key)) {
        await context.files.move(key, privateKey);
        moved += 1;
      }
      keys.push(privateKey);
    }
    await db
      .update(serviceJobs)
      .set({ fileKeys: keys })
      .where(sql`${serviceJobs.id} = ${row.id}`);
  }
  return moved;
}

/** Every public file left in the old folder is a job's that is gone: nobody may read it again. */
async function removePublicOrphans(context: AppContext): Promise<number> {
  let removed = 0;
  for await (const key of context.files.listKeys(PUBLIC_UPLOADS_FOLDER)) {
    await context.files.remove(key);
    removed += 1;
  }
  return removed;
}

/** Exports kept for a job deleted while they were being written. */
async function removeOrphanExports(context: AppContext): Promise<number> {
  const byJob = new Map<string, string[]>();
  for await (const key of context.files.listKeys(EXPORTS_FOLDER)) {
    const jobId = key.split("/")[2] ?? "";
    byJob.set(jobId, [...(byJob.get(jobId) ?? []), key]);
  }
  if (byJob.size === 0) return 0;
  const ids = [...byJob.keys()].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const living = new Set(
    ids.length === 0
      ? []
      : (
          await context.database.db.select({ id: serviceJobs.id }).from(serviceJobs).where(inArray(serviceJobs.id, ids))
        ).map((row) => row.id),
  );
  let removed = 0;
  for (const [jobId, keys] of byJob) {
    if (living.has(jobId)) continue;
    for (const key of keys) await context.files.remove(key);
    removed += keys.length;
  }
  return removed;
}
