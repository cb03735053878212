import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { askForObject, askOnce } from "../ai/ask";
import { RecordingTooLongError, UnreadableMediaError } from "../ai/hear-recording";
import { refundQueries, spendQueries } from "../ai/meter";
import type { Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { makeWorkDir } from "../ingest/work-dirs";
import { jobEnded } from "./job-endings";
import { findJobKind, JobFailure, type JobAi, type JobContext, type JobKind } from "./registry";
import { finishJob, lockJob, markProviderOutput, recordProgress, setSpentQueries, type ServiceJobRow } from "./store";

/** A run past its deadline that does not stop when told is left behind after this long. */
const HUNG_GRACE_MS = 5_000;

/** How a run ended, for the log and /metrics. */
export type RunEnding = "done" | "failed" | "stopped";

/**
 * One run of a claimed job: its kind runs with a heartbeat and within its deadline, then the
 * validated result or the failure is stored. A failure gives the job's queries back only when no
 * provider produced anything for it. When the app stops, the job is deleted or another run took
 * it over, the run ends without writing: a stopped job is picked up again by the recovery, a
 * deleted one is gone. A run that hangs past its deadline is abandoned and failed as `timeout`.
 */
export async function runServiceJob(
  context: AppContext,
  row: ServiceJobRow,
  stopSignal: AbortSignal,
): Promise<RunEnding> {
  const { db } = context.database;
  const kind = findJobKind(context, row.kind);
  const attempt = row.attempts;
  const lost = new AbortController();
  const deadline = AbortSignal.timeout(Math.max(0, (row.deadlineAt?.getTime() ?? Date.now()) - Date.now()));
  const signal = AbortSignal.any([stopSignal, lost.signal, deadline]);
  const stillOurs = async (progress?: number, phase?: string) => {
    const ours = await recordProgress(db, row.id, attempt, progress ?? row.progress, phase);
    if (!ours) lost.abort();
    return ours;
  };
  const heartbeat = setInterval(() => {
    void stillOurs().catch(() => undefined);
  }, context.config.SERVICE_JOBS_HEARTBEAT_SECONDS * 1000);
  const tempDir = await makeWorkDir("service-job");
  let producedOutput = row.providerOutput;
  const noteProviderOutput = () => {
    if (producedOutput) return;
    producedOutput = true;
    void markProviderOutput(db, row.id, attempt).catch(() => undefined);
  };
  try {
    if (!kind) throw new JobFailure("internal_error");
    const result = await untilDeadline(
      runKind(kind, row, { context, signal, tempDir, noteProviderOutput, stillOurs }),
      deadline,
    );
    const finished = await finishJob(db, row.id, attempt, { status: "done", result, errorCode: null, progress: 1 });
    if (finished) await jobEnded(context, finished);
    return "done";
  } catch (error) {
    if (!deadline.aborted && signal.aborted) return "stopped";
    const code = deadline.aborted ? "timeout" : failureCodeOf(error, producedOutput);
    if (code === "internal_error") context.log.error({ err: error, jobId: row.id }, "service job failed");
    const finished = await db.transaction(async (tx) => {
      const ended = await finishJob(tx, row.id, attempt, { status: "failed", errorCode: code });
      if (ended && !producedOutput) {
        await refundQueries(tx, { userId: row.ownerId, day: row.queryDay, count: ended.queriesSpent });
      }
      return ended;
    });
    if (finished) await jobEnded(context, finished);
    return "failed";
  } finally {
    clearInterval(heartbeat);
    await rm(tempDir, { recursive: true, force: true });
  }
}

interface RunParts {
  context: AppContext;
  signal: AbortSignal;
  tempDir: string;
  noteProviderOutput: () => void;
  stillOurs: (progress?: number, phase?: string) => Promise<boolean>;
}

async function runKind(
  kind: JobKind<unknown, unknown>,
  row: ServiceJobRow,
  { context, signal, tempDir, noteProviderOutput, stillOurs }: RunParts,
): Promise<unknown> {
  let lastProgress = 0;
  const ctx: JobContext = {
    context,
    signal,
    tempDir,
    progress: async (value, phase) => {
      lastProgress = Math.min(Math.max(value, lastProgress), 0.99);
      row.progress = lastProgress;
      await stillOurs(lastProgress, phase);
    },
    downloadUpload: async (key, name) => {
      const target = path.join(tempDir, path.basename(name));
      await pipeline(await openStoredUpload(context, key), createWriteStream(target));
      return target;
    },
    readUpload: async (key) => {
      if (!(await context.files.stat(key))) throw new JobFailure("source_missing");
      return context.files.readBuffer(key);
    },
    ai: jobAi(context, row, signal, noteProviderOutput),
    payTotal: (total) => payTotal(context, row, total),
    noteProviderOutput,
  };
  const view = {
    id: row.id,
    ownerId: row.ownerId,
    input: kind.input.parse(row.input),
    fileKeys: row.fileKeys,
    fileNames: row.fileNames,
    attempt: row.attempts,
  };
  return kind.result.parse(await kind.run(view, ctx));
}

/** An upload's bytes, or `source_missing` when the store has none (an instance on its own disk). */
async function openStoredUpload(context: AppContext, key: string) {
  if (!(await context.files.stat(key))) throw new JobFailure("source_missing");
  return context.files.openRead(key);
}

/**
 * The run's result, or a rejection once its deadline passed and it did not stop within the
 * grace: a run that ignores its signal (a hung call) must not hold its worker forever.
 */
async function untilDeadline<T>(run: Promise<T>, deadline: AbortSignal): Promise<T> {
  // A run abandoned here may still reject later; nothing is listening then.
  run.catch(() => undefined);
  const hung = new Promise<never>((_, reject) => {
    const abandon = () => {
      void sleep(HUNG_GRACE_MS, undefined, { ref: false }).then(() => reject(new JobFailure("timeout")));
    };
    if (deadline.aborted) abandon();
    else deadline.addEventListener("abort", abandon, { once: true });
  });
  return Promise.race([run, hung]);
}

function failureCodeOf(error: unknown, producedOutput: boolean): string {
  if (error instanceof JobFailure) return error.code;
  if (error instanceof UnreadableMediaError) return "unreadable_file";
  if (error instanceof RecordingTooLongError) return "recording_too_long";
  if (error instanceof AppError) {
    // The model answered, but its answer could not be used (not the shape asked, cut short).
    if (error.code === "provider_error" && producedOutput) return "unusable_answer";
    if (["provider_error", "insufficient_credits", "daily_quota_reached"].includes(error.code)) return error.code;
  }
  return "internal_error";
}

function jobAi(context: AppContext, row: ServiceJobRow, signal: AbortSignal, onOutput: () => void): JobAi {
  const base = {
    context,
    caller: { id: row.ownerId },
    quota: { tier: row.quotaTier as Tier, prepaid: true },
    signal,
    onOutput,
  };
  return {
    askForObject: (request) =>
      askForObject({ ...base, prompt: request.prompt, schema: request.schema, label: request.label ?? row.kind }),
    askOnce: (request) => askOnce({ ...base, prompt: request.prompt, label: request.label ?? row.kind }),
  };
}

/**
 * The job's queries brought up to `total`, through the meter, on the day it was queued (a refund
 * lands there too), under a lock on its row: what an earlier attempt already paid is not paid again.
 */
async function payTotal(context: AppContext, row: ServiceJobRow, total: number): Promise<void> {
  try {
    await context.database.db.transaction(async (tx) => {
      const locked = await lockJob(tx, row.id);
      if (!locked) throw new JobFailure("internal_error");
      const missing = total - locked.queriesSpent;
      if (missing <= 0) return;
      await spendQueries(tx, { userId: row.ownerId, tier: row.quotaTier as Tier, count: missing, day: row.queryDay });
      await setSpentQueries(tx, row.id, total);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "daily_quota_reached") throw new JobFailure(error.code);
    throw error;
  }
}
