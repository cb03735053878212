import type { z } from "zod";
import type { AiRequest } from "../ai/ask";
import type { AppContext } from "../context";

/*
 * Service jobs: one engine for every long AI task (a transcription, meeting minutes, a
 * document). A module adds a kind once, at import time:
 *
 *   export const transcriptionJob = defineJobKind({
 *     kind: "transcription",
 *     input: ZTranscriptionInput,          // what the route stored in the job (zod)
 *     result: ZTranscriptionResult,        // validated before it is stored (zod)
 *     async run(job, ctx) {
 *       const path = await ctx.downloadUpload(job.fileKeys[0], "recording");
 *       await ctx.progress(0.2, "extracted");
 *       ... ctx.ai.askForObject({ ... , schema }) ...   // the AI façade, already paid for
 *       return result;
 *     },
 *   });
 *
 * and its route queues jobs with `queueServiceJob` (./queue-job.ts), which spends the daily
 * queries through the AI meter and answers 202 `{ id, status }`. The engine (./engine.ts) runs
 * them on pg-boss workers, at most two of one member's at once, each within its kind's deadline;
 * it records progress and the result, and recovers jobs whose process died (kill -9): retried
 * once, then `failed` with their queries given back. Routes (server/service-jobs/routes.ts) serve
 * GET/DELETE /api/services/jobs[/:id] to the owner only; a kind adds its downloads with
 * `registerJobDownload`.
 *
 * Failures: throw `JobFailure(code)` for a known ending; an AppError from the façade keeps its
 * code (`provider_error`...); anything else is `internal_error`. The job's queries are given back
 * only when no provider produced anything for it: a model's answer or a transcribed piece counts
 * (the façade tells the job, and `ctx.noteProviderOutput()` does too), and from then on a failure
 * keeps them spent.
 */

/** A job as its kind sees it. */
export interface JobView<Input> {
  id: string;
  ownerId: string;
  input: Input;
  /** Keys in the file store, in the order the route stored them. */
  fileKeys: string[];
  fileNames: string[];
  /** 1 on the first run, 2 on the retry after an interruption. */
  attempt: number;
}

export interface JobAi {
  /** The façade's askForObject for the job's owner; the query was spent when the job was queued. */
  askForObject: <T>(request: JobAiRequest & { schema: z.ZodType<T> }) => Promise<T>;
  askOnce: (request: JobAiRequest) => Promise<string>;
}

export type JobAiRequest = Pick<AiRequest, "prompt"> & { label?: string };

export interface JobContext {
  context: AppContext;
  /** Records real progress (0–1) and the phase reached; also proves the worker is alive. */
  progress: (value: number, phase?: string) => Promise<void>;
  /** Copies a stored upload to a file in this run's temporary folder and returns its path. */
  downloadUpload: (key: string, name: string) => Promise<string>;
  /** A whole (small) stored upload in memory. */
  readUpload: (key: string) => Promise<Buffer>;
  /** A folder for this run's files, removed when the run ends. */
  tempDir: string;
  ai: JobAi;
  /**
   * Makes the job's spend `total` daily queries in all (the one spent when it was queued
   * included), on the day it was queued: pays only what is missing, so a retried run never pays
   * twice. All or none; throws JobFailure `daily_quota_reached`.
   */
  payTotal: (total: number) => Promise<void>;
  /** A provider produced something: from now on a failure keeps the queries spent. */
  noteProviderOutput: () => void;
  /** Aborted when the app stops. */
  signal: AbortSignal;
}

export interface JobKind<Input, Result> {
  kind: string;
  /** A run still going after this long ends `failed` with `timeout` (the provider may hang). */
  deadlineMinutes: number;
  input: z.ZodType<Input>;
  result: z.ZodType<Result>;
  run: (job: JobView<Input>, ctx: JobContext) => Promise<Result>;
}

/** A known way for a job to end badly, with the code the web shows. */
export class JobFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const kinds = new Map<string, JobKind<unknown, unknown>>();

export function defineJobKind<Input, Result>(definition: JobKind<Input, Result>): JobKind<Input, Result> {
  const existing = kinds.get(definition.kind);
  if (existing && existing !== definition) throw new Error(`Job kind ${definition.kind} is defined twice`);
  kinds.set(definition.kind, definition as JobKind<unknown, unknown>);
  return definition;
}

export function findJobKind(kind: string): JobKind<unknown, unknown> | undefined {
  return kinds.get(kind);
}
