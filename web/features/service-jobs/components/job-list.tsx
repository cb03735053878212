import { useState, type ReactNode } from "react";
import { Trash2 } from "lucide-react";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import type { AiService } from "../../../../contracts/tiers";
import { useFormatDate } from "../../../lib/use-format-date";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { toast } from "../../../ui/toast";
import { useDeleteServiceJob, useServiceJobs } from "../api/jobs";
import { jobErrorKey } from "./job-error";
import { ProgressBar } from "./progress-bar";

interface JobListProps {
  kind: AiService;
  /** The job to show open (the one just queued). */
  openId?: string;
  /** What a finished job shows: its result and downloads. */
  renderResult: (job: TServiceJob) => ReactNode;
  /** A better name than the uploaded file's (a meeting's title), when the job has one. */
  nameOf?: (job: TServiceJob) => string | undefined;
}

/** The caller's jobs of a kind, newest first: progress while they run, the result when done. */
export function JobList({ kind, openId, renderResult, nameOf }: JobListProps) {
  const { t } = useTranslation("service-jobs");
  const jobs = useServiceJobs(kind);
  const remove = useDeleteServiceJob(kind);
  const [deleting, setDeleting] = useState<TServiceJob | undefined>();
  const [opened, setOpened] = useState<string | undefined>(openId);
  const formatDate = useFormatDate("dateTime");
  const shown = opened ?? openId ?? jobs.data?.jobs[0]?.id;

  if (!jobs.data || jobs.data.jobs.length === 0) return null;
  return (
    <section aria-labelledby={`${kind}-jobs`} className="space-y-3">
      <h3 id={`${kind}-jobs`} className="text-lg font-semibold text-foreground">
        {t("list.title")}
      </h3>
      <ul className="space-y-3">
        {jobs.data.jobs.map((job) => {
          // A job with no title nor file (a pasted transcript) is named by its task.
          const name = nameOf?.(job) ?? job.title ?? job.fileName ?? t(`list.kindNames.${kind}`);
          return (
            <li key={job.id} className="rounded-xl border border-border bg-surface p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-foreground">{name}</p>
                  <p className="text-xs text-muted">
                    {formatDate(job.createdAt)} · {t(`status.${job.status}`)}
                  </p>
                </div>
                <div className="flex gap-2">
                  {job.status === "done" && shown !== job.id && (
                    <Button size="sm" variant="secondary" onClick={() => setOpened(job.id)}>
                      {t("list.show")}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("list.delete", { name })}
                    onClick={() => setDeleting(job)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {(job.status === "queued" || job.status === "running") && (
                <div className="mt-3">
                  <ProgressBar value={job.progress} label={t(`phase.${phaseOf(job)}`)} />
                </div>
              )}
              {job.status === "failed" && (
                <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
                  {t(jobErrorKey(job.error ?? "internal_error"))}
                </p>
              )}
              {job.status === "done" && shown === job.id && <div className="mt-4">{renderResult(job)}</div>}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("list.confirmTitle")}
        description={t("list.confirmText")}
        confirmLabel={t("list.confirmDelete")}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("list.deleted"));
              setDeleting(undefined);
            },
            onError: () => toast.error(t("errors.internal_error")),
          });
        }}
      />
    </section>
  );
}

const PHASES = [
  "queued",
  "stored",
  "read",
  "measured",
  "extracted",
  "transcribed",
  "structuring",
  "structured",
  "exported",
] as const;

function phaseOf(job: TServiceJob): (typeof PHASES)[number] {
  if (job.status === "queued") return "queued";
  return (PHASES as readonly string[]).includes(job.phase ?? "") ? (job.phase as (typeof PHASES)[number]) : "stored";
}
