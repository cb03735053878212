import type { TJobAccepted } from "../../contracts/service-jobs";
import type { Tier } from "../../contracts/tiers";
import { spendQueries } from "../ai/meter";
import type { AppContext } from "../context";
import { serviceJobsOf } from "./engine";
import type { JobKind } from "./registry";
import { insertServiceJob } from "./store";

/** Who queues the job and the plan its queries are counted against (an access caller). */
export interface JobOwner {
  user: { id: string };
  tier: Tier;
}

export interface QueueRequest<Input, Result> {
  caller: JobOwner;
  kind: JobKind<Input, Result>;
  input: NoInfer<Input>;
  /** Uploads already in the file store; removed if the job cannot be queued. */
  fileKeys?: string[];
  fileNames?: string[];
  /** Daily queries the job costs up front (at least 1); a kind may spend more as it learns. */
  queries: number;
}

/**
 * Queues a job: spends its queries through the meter (429 `daily_quota_reached`, all or none,
 * under the same row lock as chat, so parallel uploads get exactly the queries left) and records
 * the job in one transaction, then wakes a worker. What a service's POST route answers with 202.
 */
export async function queueServiceJob<Input, Result>(
  context: AppContext,
  { caller, kind, input, fileKeys = [], fileNames = [], queries }: QueueRequest<Input, Result>,
): Promise<TJobAccepted> {
  const { db } = context.database;
  let job;
  try {
    job = await db.transaction(async (tx) => {
      const queryDay = await spendQueries(tx, { userId: caller.user.id, tier: caller.tier, count: queries });
      return insertServiceJob(tx, {
        ownerId: caller.user.id,
        kind: kind.kind,
        input: kind.input.parse(input),
        fileKeys,
        fileNames,
        queriesSpent: queries,
        queryDay,
        quotaTier: caller.tier,
      });
    });
  } catch (error) {
    await Promise.all(fileKeys.map((key) => context.files.remove(key).catch(() => undefined)));
    throw error;
  }
  // Should this send be lost, the recovery sends the queued job again.
  await serviceJobsOf(context)
    .dispatch(job.id, job.attempts)
    .catch((error: unknown) => context.log.error({ err: error, jobId: job.id }, "job dispatch failed"));
  return { id: job.id, status: "queued" };
}
