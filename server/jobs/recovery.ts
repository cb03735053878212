import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { refundQueries } from "../ai/meter";
import { serviceJobs } from "../db/schema/index";
import { jobEnded } from "./job-endings";

/** Runs a job may start: the first, and one retry after an interruption. */
export const MAX_ATTEMPTS = 2;
/** A run past its deadline by this long is no longer its process's: it hung, or the process did. */
const DEADLINE_GRACE_SECONDS = 30;

type EndedJob = {
  id: string;
  owner_id: string;
  queries_spent: number;
  query_day: string;
  status: string;
  provider_output: boolean;
};

/**
 * Takes back the claims of runs that are gone: a run whose heartbeat stopped (its process was
 * killed, or the app stopped) is queued again, or failed as `interrupted` after MAX_ATTEMPTS
 * runs; a run still beating well past its deadline (it hung) is failed as `timeout`. A failed
 * job's queries are given back when no provider produced anything for it. Safe on several
 * instances at once: each row is taken by one of them (SKIP LOCKED). The queued jobs are then
 * claimed by the workers (the engine wakes them after this).
 */
export async function recoverInterruptedJobs(context: AppContext, staleSeconds: number): Promise<void> {
  const { db } = context.database;
  const stale = sql`now() - make_interval(secs => ${staleSeconds})`;
  const hung = sql`now() - make_interval(secs => ${DEADLINE_GRACE_SECONDS})`;
  const recovered = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<EndedJob>(sql`
      UPDATE service_jobs AS job
      SET status = CASE WHEN stale.is_hung OR job.attempts >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'queued' END,
          error_code = CASE WHEN stale.is_hung THEN 'timeout'
                            WHEN job.attempts >= ${MAX_ATTEMPTS} THEN 'interrupted' END,
          finished_at = CASE WHEN stale.is_hung OR job.attempts >= ${MAX_ATTEMPTS} THEN now() END,
          progress = CASE WHEN stale.is_hung OR job.attempts >= ${MAX_ATTEMPTS} THEN job.progress ELSE 0 END,
          heartbeat_at = NULL,
          deadline_at = NULL
      FROM (
        SELECT id, coalesce(deadline_at < ${hung}, false) AS is_hung FROM service_jobs
        WHERE status = 'running' AND (heartbeat_at < ${stale} OR deadline_at < ${hung})
        FOR UPDATE SKIP LOCKED
      ) AS stale
      WHERE job.id = stale.id
      RETURNING job.id, job.owner_id, job.queries_spent, job.query_day::text, job.status, job.provider_output`);
    for (const row of rows) {
      if (row.status === "failed" && !row.provider_output) {
        await refundQueries(tx, { userId: row.owner_id, day: row.query_day, count: row.queries_spent });
      }
    }
    return rows;
  });
  for (const row of recovered) {
    context.log.warn({ jobId: row.id, status: row.status }, "interrupted service job recovered");
  }
  const failed = recovered.filter((row) => row.status === "failed").map((row) => row.id);
  if (failed.length === 0) return;
  for (const job of await db.select().from(serviceJobs).where(inArray(serviceJobs.id, failed))) {
    await jobEnded(context, job);
  }
}
