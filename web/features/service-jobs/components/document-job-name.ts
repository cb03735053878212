import { DOCUMENT_TASKS, type DocumentTask } from "../../../../contracts/documents";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import type { TFunction } from "../../../lib/translation/t-function";

/**
 * A document job's name in the list: its task, then its file (both files of a comparison), so
 * two jobs on the same contract read differently. A pasted text has no file name.
 */
export function documentJobName(job: Pick<TServiceJob, "task" | "fileNames">, t: TFunction<"service-jobs">): string {
  const files = job.fileNames.length > 0 ? job.fileNames.join(" → ") : t("document.pasted");
  if (!isDocumentTask(job.task)) return files;
  return t("document.jobName", { task: t(`document.tasks.${job.task}`), files });
}

function isDocumentTask(task: string | null): task is DocumentTask {
  return (DOCUMENT_TASKS as readonly (string | null)[]).includes(task);
}
