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

/**
 * Takes a queued job for this run, or answers undefined when it is not queued any more (run or
 * deleted already: pg-boss may deliver a job twice after a restart, and only one run starts).
 */
export async function claimJob(db: Db, id: string): Promise<ServiceJobRow | undefined> {
  const [row] = await db
    .update(serviceJobs)
    .set({
      status: "running",
      attempts: sql`${serviceJobs.attempts} + 1`,
      progress: 0,
      phase: null,
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(serviceJobs.id, id), eq(serviceJobs.status, "queued")))
    .returning();
  return row;
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

export async function finishJob(
  db: Executor,
  id: string,
  attempt: number,
  values: Pick<NewServiceJob, "status" | "result" | "errorCode"> & { progress?: number },
): Promise<ServiceJobRow | undefined> {
  const [row] = await db
    .update(serviceJobs)
    .set({ ...values, finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(serviceJobs.id, id), eq(serviceJobs.status, "running"), eq(serviceJobs.attempts, attempt)))
    .returning();
  return row;
}

export async function addSpentQueries(db: Executor, id: string, count: number): Promise<void> {
  await db
    .update(serviceJobs)
    .set({ queriesSpent: sql`${serviceJobs.queriesSpent} + ${count}` })
    .where(eq(serviceJobs.id, id));
}

export async function deleteJob(db: Executor, id: string): Promise<ServiceJobRow | undefined> {
  const [row] = await db.delete(serviceJobs).where(eq(serviceJobs.id, id)).returning();
  return row;
}

/** File keys of every job a user owns (removed from the store when the account goes). */
export async function listOwnerFileKeys(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ keys: serviceJobs.fileKeys })
    .from(serviceJobs)
    .where(eq(serviceJobs.ownerId, ownerId));
  return rows.flatMap((row) => row.keys);
}
