import type { TServiceJob } from "../../contracts/service-jobs";
import type { ServiceJobRow } from "./store";

/** What the owner sees of a job: the result only once done, the error code only once failed. */
export function toJobView(row: ServiceJobRow): TServiceJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as TServiceJob["status"],
    progress: row.status === "done" ? 1 : row.progress,
    phase: row.phase,
    ...(row.status === "failed" ? { error: row.errorCode ?? "internal_error" } : {}),
    ...(row.status === "done" ? { result: row.result } : {}),
    title: titleOf(row.input),
    fileName: row.fileNames[0] ?? null,
    fileNames: row.fileNames,
    task: taskOf(row.input),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The name the person gave the job (a meeting's title), known before the job ends. */
function titleOf(input: unknown): string | null {
  const title = (input as { title?: unknown } | null)?.title;
  return typeof title === "string" && title ? title : null;
}

/** The task asked for, known before the job ends, so the list tells two jobs on one file apart. */
function taskOf(input: unknown): string | null {
  const task = (input as { task?: unknown } | null)?.task;
  return typeof task === "string" && task ? task : null;
}
