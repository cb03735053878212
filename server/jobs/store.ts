import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/client";
import { serviceJobs } from "../db/schema/index";

export type ServiceJobRow = typeof serviceJobs.$inferSelect;
export type NewServiceJob = typeof serviceJobs.$inferInsert;

export async function insertServiceJob(db: Executor, values: NewServiceJob): Promise<ServiceJobRow> {
  const [row] = await db.insert(serviceJobs).values(values).returning();
  if (!row) throw new Error("service job insert returned nothing");
  return row;
}

/** The owner's job, or undefined (another user's id reads as missing). */
export async function findOwnJob(db: Db, ownerId: string, id: string): Promise<ServiceJobRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceJobs)
    .where(and(eq(serviceJobs.id, id), eq(serviceJobs.ownerId, ownerId)));
  return row;
}

export async function listOwnJobs(db: Db, ownerId: string, kind: string | undefined, limit: number) {
  return db
    .select()
    .from(serviceJobs)
    .where(and(eq(serviceJobs.ownerId, ownerId), kind ? eq(serviceJobs.kind, kind) : undefined))
    .orderBy(desc(serviceJobs.createdAt), desc(serviceJobs.id))
    .limit(limit);
}

/** Jobs of one member that run at once; the rest of theirs wait queued while others' run. */
export const RUNNING_PER_MEMBER = 2;

/**
 * Takes the next job a worker may run, or undefined: the oldest queued job of a member with
 * fewer than RUNNING_PER_MEMBER running, members with none running first. The member's jobs are
 * counted under a lock on the member (one transaction per member at a time, on any instance), so
 * two workers cannot both take a member's third job. `deadlineSeconds` answers each kind's.
 */
export async function claimNextJob(
  db: Db,
  deadlineSeconds: (kind: string) => number,
): Promise<ServiceJobRow | undefined> {
  return db.transaction(async (tx) => {
    const { rows: candidates } = await tx.execute<{ id: string; owner_id: string; kind: string }>(sql`
      SELECT job.id, job.owner_id, job.kind FROM service_jobs AS job
      WHERE job.status = 'queued'
      ORDER BY (SELECT count(*) FROM service_jobs AS other
                WHERE other.owner_id = job.owner_id AND other.status = 'running'), job.created_at
      LIMIT 20`);
    for (const candidate of candidates) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`service-jobs:${candidate.owner_id}`}, 0))`);
      const { rows: counted } = await tx.execute<{ running: number }>(sql`
        SELECT count(*)::int AS running FROM service_jobs
        WHERE owner_id = ${candidate.owner_id} AND status = 'running'`);
      if ((counted[0]?.running ?? 0) >= RUNNING_PER_MEMBER) continue;
      const [row] = await tx
        .update(serviceJobs)
        .set({
          status: "running",
          attempts: sql`${serviceJobs.attempts} + 1`,
          progress: 0,
          phase: null,
          startedAt: sql`now()`,
          heartbeatAt: sql`now()`,
          deadlineAt: sql`now() + make_interval(secs => ${deadlineSeconds(candidate.kind)})`,
        })
        .where(and(eq(serviceJobs.id, candidate.id), eq(serviceJobs.status, "queued")))
        .returning();
      if (row) return row;
    }
    return undefined;
  });
}

/** Progress of this run (its attempt): a run that lost the job to the recovery writes nothing. */
export async function recordProgress(db: Db, id: string, attempt: number, progress: number, phase?: string) {
  const updated = await db
    .update(serviceJobs)
    .set({ progress, heartbeatAt: sql`now()`, ...(phase ? { phase } : {}) })
    .where(and(eq(serviceJobs.id, id), eq(serviceJobs.status, "running"), eq(serviceJobs.attempts, attempt)))
    .returning({ id: serviceJobs.id });
  return updated.length > 0;
}

/** A provider produced something for this attempt: its failure now keeps the queries spent. */
export async function markProviderOutput(db: Db, id: string, attempt: number): Promise<void> {
  await db
    .update(serviceJobs)
    .set({ providerOutput: true })
    .where(and(eq(serviceJobs.id, id), eq(serviceJobs.attempts, attempt)));
}

/** The job's row, locked until the transaction ends (its spend is read and written under it). */
export async function lockJob(db: Executor, id: string): Promise<ServiceJobRow | undefined> {
  const [row] = await db.select().from(serviceJobs).where(eq(serviceJobs.id, id)).for("update");
  return row;
}

export async function finishJob(
  db: Executor,
  id: string,
  attempt: number,
  values: Pick<NewServiceJob, "status" | "result" | "errorCode"> & { progress?: number },
): Promise<ServiceJobRow | undefined> {
  const [row] = await db
    .update(serviceJobs)
    .set({ ...values, finishedAt: sql`now()`, heartbeatAt: null, deadlineAt: null })
    .where(and(eq(serviceJobs.id, id), eq(serviceJobs.status, "running"), eq(serviceJobs.attempts, attempt)))
    .returning();
  return row;
}

export async function setSpentQueries(db: Executor, id: string, total: number): Promise<void> {
  await db.update(serviceJobs).set({ queriesSpent: total }).where(eq(serviceJobs.id, id));
}

export async function deleteJob(db: Executor, id: string): Promise<ServiceJobRow | undefined> {
  const [row] = await db.delete(serviceJobs).where(eq(serviceJobs.id, id)).returning();
  return row;
}

/** Every job a user owns, as removeJobFiles needs them (their files go when the account goes). */
export async function listOwnerJobFiles(db: Executor, ownerId: string) {
  return db
    .select({ id: serviceJobs.id, kind: serviceJobs.kind, fileKeys: serviceJobs.fileKeys })
    .from(serviceJobs)
    .where(eq(serviceJobs.ownerId, ownerId));
}
