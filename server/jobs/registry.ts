import type { z } from "zod";
import type { AiRequest } from "../ai/ask";
import type { AppContext } from "../context";
import type { JobDownload } from "./downloads";

/*
 * Service jobs: one engine for every long AI task (a transcription, meeting minutes, a
 * document). A domain defines a kind (and the files it offers, as a list of downloads):
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
 * the app lists it in its one job table (server/app.ts, `useJobTable`; importing a module
 * registers nothing), and its route queues jobs with `queueServiceJob` (./queue-job.ts), which
 * spends the daily queries through the AI meter and answers 202 `{ id, status }`. The engine
 * (./engine.ts) runs them on pg-boss workers, at most two of one member's at once, each within its
 * kind's deadline; it records progress and the result, and recovers jobs whose process died
 * (kill -9): retried once, then `failed` with their queries given back. Routes (server/service-jobs/routes.ts) serve
 * GET/DELETE /api/services/jobs[/:id] to the owner only, and a kind's downloads.
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
  // A method, so that a kind of any input fits in the table of JobKind<unknown, unknown>.
  run(job: JobView<Input>, ctx: JobContext): Promise<Result>;
}

/** A known way for a job to end badly, with the code the web shows. */
export class JobFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** A kind, typed by its input and result schemas (it registers nothing: the app's table lists it). */
export function defineJobKind<Input, Result>(definition: JobKind<Input, Result>): JobKind<Input, Result> {
  return definition;
}

/** Every kind of job the app runs and every file they offer: one table the app builds at start. */
export interface JobTable {
  kinds: JobKind<unknown, unknown>[];
  downloads: JobDownload[];
}

interface InstalledTable {
  kinds: Map<string, JobKind<unknown, unknown>>;
  downloads: Map<string, JobDownload>;
}

const tables = new WeakMap<AppContext, InstalledTable>();

/** The app's job table for this context; a kind or a download listed twice is a start-up error. */
export function useJobTable(context: AppContext, table: JobTable): void {
  const kinds = new Map<string, JobKind<unknown, unknown>>();
  for (const kind of table.kinds) {
    if (kinds.has(kind.kind)) throw new Error(`Job kind ${kind.kind} is in the job table twice`);
    kinds.set(kind.kind, kind);
  }
  const downloads = new Map<string, JobDownload>();
  for (const download of table.downloads) {
    const key = `${download.kind}/${download.name}`;
    if (!kinds.has(download.kind)) throw new Error(`Download ${key} is of no job kind in the table`);
    if (downloads.has(key)) throw new Error(`Download ${key} is in the job table twice`);
    downloads.set(key, download);
  }
  tables.set(context, { kinds, downloads });
}

export function findJobKind(context: AppContext, kind: string): JobKind<unknown, unknown> | undefined {
  return tables.get(context)?.kinds.get(kind);
}

export function findJobDownload(context: AppContext, kind: string, name: string): JobDownload | undefined {
  return tables.get(context)?.downloads.get(`${kind}/${name}`);
}

/** The files a kind of job offers. */
export function listJobDownloads(context: AppContext, kind: string): JobDownload[] {
  return [...(tables.get(context)?.downloads.values() ?? [])].filter((download) => download.kind === kind);
}
