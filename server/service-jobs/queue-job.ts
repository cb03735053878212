import type { TJobAccepted } from "../../contracts/service-jobs";
import type { AccessCaller } from "../access/policy";
import { madridDay } from "../ai/madrid-day";
import { spendQuery } from "../ai/quota";
import type { AppContext } from "../context";
import { serviceJobsOf } from "./engine";
import type { JobKind } from "./registry";
import { insertServiceJob } from "./store";

export interface QueueRequest<Input, Result> {
  caller: AccessCaller;
  kind: JobKind<Input, Result>;
  input: NoInfer<Input>;
  /** Uploads already in the file store; removed if the job cannot be queued. */
  fileKeys?: string[];
  fileNames?: string[];
  /** Daily queries the job costs up front (at least 1); a kind may spend more as it learns. */
  queries: number;
}

/**
 * Queues a job: spends its queries (429 `daily_quota_reached`, all or none, under the same row
 * lock as chat, so parallel uploads get exactly the queries left) and records the job in one
 * transaction, then wakes a worker. What a service's POST route answers with 202.
 */
export async function queueServiceJob<Input, Result>(
  context: AppContext,
  { caller, kind, input, fileKeys = [], fileNames = [], queries }: QueueRequest<Input, Result>,
): Promise<TJobAccepted> {
  const { db } = context.database;
  const now = new Date();
  let job;
  try {
    job = await db.transaction(async (tx) => {
      for (let spent = 0; spent < queries; spent += 1) await spendQuery(tx, caller.user.id, caller.tier, now);
      return insertServiceJob(tx, {
        ownerId: caller.user.id,
        kind: kind.kind,
        input: kind.input.parse(input),
        fileKeys,
        fileNames,
        queriesSpent: queries,
        queryDay: madridDay(now),
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
