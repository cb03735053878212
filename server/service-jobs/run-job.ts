import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { askForObject, askOnce } from "../ai/ask";
import { spendQuery, refundQueries } from "../ai/quota";
import type { Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { findJobKind, JobFailure, type JobAi, type JobContext } from "./registry";
import { addSpentQueries, claimJob, finishJob, recordProgress, type ServiceJobRow } from "./store";

/** Failures that give the job's queries back when no provider produced anything yet. */
const REFUNDED_FAILURES = new Set(["provider_error", "insufficient_credits", "daily_quota_reached", "source_missing"]);

/**
 * One run of a queued job: claims it, runs its kind with a heartbeat, and stores the validated
 * result or the failure. When the app stops (or the job is deleted) the run ends without
 * writing: a stopped job is picked up again by the recovery, a deleted one is gone.
 */
export async function runServiceJob(context: AppContext, jobId: string, stopSignal: AbortSignal): Promise<void> {
  const { db } = context.database;
  const row = await claimJob(db, jobId);
  if (!row) return;
  const kind = findJobKind(row.kind);
  const attempt = row.attempts;
  const lost = new AbortController();
  const signal = AbortSignal.any([stopSignal, lost.signal]);
  const stillOurs = async (progress?: number, phase?: string) => {
    const ours = await recordProgress(db, jobId, attempt, progress ?? row.progress, phase);
    if (!ours) lost.abort();
    return ours;
  };
  const heartbeat = setInterval(() => {
    void stillOurs().catch(() => undefined);
  }, context.config.SERVICE_JOBS_HEARTBEAT_SECONDS * 1000);
  const tempDir = await mkdtemp(path.join(tmpdir(), "service-job-"));
  let producedOutput = false;
  let lastProgress = 0;
  try {
    if (!kind) throw new JobFailure("internal_error");
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
        await pipeline(await context.files.openRead(key), createWriteStream(target));
        return target;
      },
      readUpload: (key) => context.files.readBuffer(key),
      ai: jobAi(context, row, signal),
      spendMoreQueries: (count) => spendMore(context, row, count),
      noteProviderOutput: () => {
        producedOutput = true;
      },
    };
    const view = {
      id: row.id,
      ownerId: row.ownerId,
      input: kind.input.parse(row.input),
      fileKeys: row.fileKeys,
      fileNames: row.fileNames,
      attempt,
    };
    const result = kind.result.parse(await kind.run(view, ctx));
    await finishJob(db, jobId, attempt, { status: "done", result, errorCode: null, progress: 1 });
  } catch (error) {
    if (signal.aborted) return;
    const code = failureCodeOf(error);
    if (code === "internal_error") context.log.error({ err: error, jobId }, "service job failed");
    else context.log.warn({ jobId, code }, "service job failed");
    const refund = !producedOutput && REFUNDED_FAILURES.has(code);
    await db.transaction(async (tx) => {
      const finished = await finishJob(tx, jobId, attempt, { status: "failed", errorCode: code });
      if (finished && refund) await refundQueries(tx, row.ownerId, row.queryDay, finished.queriesSpent);
    });
  } finally {
    clearInterval(heartbeat);
    await rm(tempDir, { recursive: true, force: true });
  }
}

function failureCodeOf(error: unknown): string {
  if (error instanceof JobFailure) return error.code;
  if (
    error instanceof AppError &&
    ["provider_error", "insufficient_credits", "daily_quota_reached"].includes(error.code)
  )
    return error.code;
  return "internal_error";
}

function jobAi(context: AppContext, row: ServiceJobRow, signal: AbortSignal): JobAi {
  const base = {
    context,
    caller: { id: row.ownerId },
    quota: { tier: row.quotaTier as Tier, prepaid: true },
    signal,
  };
  return {
    askForObject: (request) =>
      askForObject({ ...base, prompt: request.prompt, schema: request.schema, label: request.label ?? row.kind }),
    askOnce: (request) => askOnce({ ...base, prompt: request.prompt, label: request.label ?? row.kind }),
  };
}

/** More of the owner's daily queries for this job, all or none, in the same row lock as chat. */
async function spendMore(context: AppContext, row: ServiceJobRow, count: number): Promise<void> {
  if (count <= 0) return;
  try {
    await context.database.db.transaction(async (tx) => {
      for (let spent = 0; spent < count; spent += 1) await spendQuery(tx, row.ownerId, row.quotaTier as Tier);
      await addSpentQueries(tx, row.id, count);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "daily_quota_reached") throw new JobFailure(error.code);
    throw error;
  }
}
