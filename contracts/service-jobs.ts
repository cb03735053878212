import { z } from "zod";

/** The states a service job goes through; `done` and `failed` are final. */
export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/**
 * Error codes a failed job may carry (the web translates them under `serviceJobs.errors`):
 * the provider failed or ran out of credit, the job was cut off twice by a restart, the daily
 * queries ran out while it measured the recording, or the file could not be read.
 */
export const JOB_ERROR_CODES = [
  "provider_error",
  "insufficient_credits",
  "interrupted",
  "daily_quota_reached",
  "unreadable_file",
  /** An insights job whose transcription was deleted before it ran. */
  "source_missing",
  "internal_error",
] as const;
export type TJobErrorCode = (typeof JOB_ERROR_CODES)[number];

/** GET /api/services/jobs/:id: the result's shape depends on the kind. */
export const ZServiceJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().min(0).max(1),
  /** The phase running now (`stored`, `extracting`, `transcribing`...), for the progress label. */
  phase: z.string().nullable(),
  error: z.string().optional(),
  result: z.unknown().optional(),
  /** The name the person gave the job (a meeting's title), when they gave one. */
  title: z.string().nullable(),
  /** The first upload's original name, when the job has one. */
  fileName: z.string().nullable(),
  /** Every upload's original name, in the order sent (a comparison's two versions). */
  fileNames: z.array(z.string()),
  /** The task asked of a service that does several (a document's summary, extract, risks, compare). */
  task: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TServiceJob = z.infer<typeof ZServiceJobSchema>;

export const ZServiceJobListSchema = z.object({ jobs: z.array(ZServiceJobSchema) });
export type TServiceJobList = z.infer<typeof ZServiceJobListSchema>;

/** What POST /api/services/<kind> answers (202). */
export const ZJobAcceptedSchema = z.object({ id: z.uuid(), status: z.enum(JOB_STATUSES) });
export type TJobAccepted = z.infer<typeof ZJobAcceptedSchema>;
