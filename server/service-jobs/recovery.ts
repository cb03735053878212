import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { refundQueries } from "../ai/quota";

/** Runs a job may start: the first, and one retry after an interruption. */
export const MAX_ATTEMPTS = 2;

interface RequeuedJob {
  id: string;
  attempts: number;
}

/**
 * Finds jobs whose run stopped writing its heartbeat (the process was killed) and either queues
 * them again or, after MAX_ATTEMPTS runs, fails them as `interrupted` with their queries given
 * back. Answers the queued jobs older than `staleSeconds` (those just requeued, and any whose
 * delivery was lost with a process) so they are sent again; a second send is ignored. A job the
 * app stopped gracefully is recovered the same way. Safe on several instances at once:
 * each stale row is taken by one of them (SKIP LOCKED).
 */
export async function recoverInterruptedJobs(context: AppContext, staleSeconds: number): Promise<RequeuedJob[]> {
  const { db } = context.database;
  const stale = sql`now() - make_interval(secs => ${staleSeconds})`;
  const recovered = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: string;
      owner_id: string;
      attempts: number;
      queries_spent: number;
      query_day: string;
      status: string;
    }>(sql`
      UPDATE service_jobs AS job
      SET status = CASE WHEN job.attempts < ${MAX_ATTEMPTS} THEN 'queued' ELSE 'failed' END,
          error_code = CASE WHEN job.attempts < ${MAX_ATTEMPTS} THEN NULL ELSE 'interrupted' END,
          finished_at = CASE WHEN job.attempts < ${MAX_ATTEMPTS} THEN NULL ELSE now() END,
          progress = CASE WHEN job.attempts < ${MAX_ATTEMPTS} THEN 0 ELSE job.progress END,
          heartbeat_at = NULL
      FROM (
        SELECT id FROM service_jobs
        WHERE status = 'running' AND heartbeat_at < ${stale}
        FOR UPDATE SKIP LOCKED
      ) AS stale
      WHERE job.id = stale.id
      RETURNING job.id, job.owner_id, job.attempts, job.queries_spent, job.query_day::text, job.status`);
    for (const row of rows) {
      if (row.status === "failed") await refundQueries(tx, row.owner_id, row.query_day, row.queries_spent);
    }
    return rows;
  });
  for (const row of recovered) {
    context.log.warn({ jobId: row.id, status: row.status }, "interrupted service job recovered");
  }
  const { rows: waiting } = await db.execute<{ id: string; attempts: number }>(sql`
    SELECT id, attempts FROM service_jobs
    WHERE status = 'queued' AND created_at < ${stale}`);
  return waiting;
}
