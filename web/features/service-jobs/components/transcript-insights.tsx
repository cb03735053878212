import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Sparkles } from "lucide-react";
import { useState } from "react";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import { TRANSCRIPT_INSIGHTS_KIND, type TTranscriptInsights } from "../../../../contracts/transcription";
import { ApiError, apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import { downloadJobFile, useServiceJobs } from "../api/jobs";
import type { TJobAccepted } from "../../../../contracts/service-jobs";
import { jobErrorKey } from "./job-error";
import { ProgressBar } from "./progress-bar";

/** Summary, chapters and quotes of a finished transcription, asked for on request (1 query). */
export function TranscriptInsights({ source, clock }: { source: TServiceJob; clock: (seconds: number) => string }) {
  const { t } = useTranslation("service-jobs");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const jobs = useServiceJobs(TRANSCRIPT_INSIGHTS_KIND);
  const job = jobs.data?.jobs.find(
    (candidate) =>
      candidate.id === pendingId || (candidate.result as TTranscriptInsights | undefined)?.sourceJobId === source.id,
  );
  const ask = useMutation({
    mutationFn: async () =>
      apiFetch<TJobAccepted>(`/api/services/jobs/${source.id}/insights`, {
        method: "POST",
        accessToken: await getAccessToken(),
      }),
    onSuccess: (accepted) => {
      setPendingId(accepted.id);
      void queryClient.invalidateQueries({ queryKey: ["services", "jobs", TRANSCRIPT_INSIGHTS_KIND] });
    },
    onError: (error) => toast.error(t(jobErrorKey(error instanceof ApiError ? error.code : "internal_error"))),
  });
  const insights = job?.status === "done" ? (job.result as TTranscriptInsights) : undefined;
  const running = job && (job.status === "queued" || job.status === "running");

  if (!insights) {
    return (
      <section className="space-y-2">
        {running ? (
          <ProgressBar value={job.progress} label={t("insights.working")} />
        ) : (
          <Button size="sm" onClick={() => ask.mutate()} disabled={ask.isPending}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t("insights.ask")}
          </Button>
        )}
        {job?.status === "failed" ? (
          <p role="alert" className="text-sm text-danger">
            {t(jobErrorKey(job.error ?? "internal_error"))}
          </p>
        ) : null}
        <p className="text-xs text-muted">{t("insights.cost")}</p>
      </section>
    );
  }
  return (
    <section className="space-y-3" aria-label={t("insights.title")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-foreground">{t("insights.title")}</h4>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void getAccessToken()
              .then((token) => downloadJobFile(job as TServiceJob, "insights.md", token, "resumen-capitulos-citas.md"))
              .catch(() => toast.error(t("errors.internal_error")))
          }
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t("insights.download")}
        </Button>
      </div>
      <InsightsSections insights={insights} clock={clock} />
    </section>
  );
}

/** The summary, then chapters and quotes; a part the model found nothing for is left out, heading and all. */
export function InsightsSections({
  insights,
  clock,
}: {
  insights: Pick<TTranscriptInsights, "summary" | "chapters" | "quotes">;
  clock: (seconds: number) => string;
}) {
  const { t } = useTranslation("service-jobs");
  return (
    <>
      <p className="text-sm text-foreground">{insights.summary}</p>
      {insights.chapters.length > 0 && (
        <>
          <h5 className="text-sm font-semibold text-foreground">{t("insights.chapters")}</h5>
          <ol className="space-y-1 text-sm">
            {insights.chapters.map((chapter) => (
              <li key={chapter.start} className="flex gap-3">
                <span className="shrink-0 font-mono text-muted">{clock(chapter.start)}</span>
                <span className="text-foreground">{chapter.title}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {insights.quotes.length > 0 && (
        <>
          <h5 className="text-sm font-semibold text-foreground">{t("insights.quotes")}</h5>
          <ul className="space-y-1 text-sm">
            {insights.quotes.map((quote) => (
              <li key={`${quote.start}-${quote.text}`} className="flex gap-3">
                <span className="shrink-0 font-mono text-muted">{clock(quote.start)}</span>
                <q className="text-foreground">{quote.text}</q>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
