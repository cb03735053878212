import type { TMeetingResult } from "../../../../contracts/meetings";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import { useTranslation } from "../../../lib/translation/use-translation";
import { JobDownloads } from "./job-downloads";

/** A finished meeting: summary, decisions, action items, the follow-up e-mail and the downloads. */
export function MeetingResult({ job }: { job: TServiceJob }) {
  const { t } = useTranslation("service-jobs");
  const result = job.result as TMeetingResult;
  const hasDatedItem = result.actionItems.some((item) => item.dueDate !== null);
  const downloads = [
    { file: "minutes.md", saveAs: "acta.md", label: t("meeting.downloadMd") },
    { file: "minutes.pdf", saveAs: "acta.pdf", label: t("meeting.downloadPdf") },
    ...(hasDatedItem ? [{ file: "actions.ics", saveAs: "tareas.ics", label: t("meeting.downloadIcs") }] : []),
  ];
  return (
    <div className="space-y-4 text-sm">
      <JobDownloads job={job} downloads={downloads} />
      <section>
        <h4 className="font-semibold text-foreground">{t("meeting.summary")}</h4>
        <p className="mt-1 whitespace-pre-line text-foreground">{result.summary}</p>
      </section>
      <section>
        <h4 className="font-semibold text-foreground">{t("meeting.decisions")}</h4>
        {result.decisions.length === 0 ? (
          <p className="mt-1 text-muted">{t("meeting.noDecisions")}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-foreground">
            {result.decisions.map((decision) => (
              <li key={decision}>{decision}</li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h4 className="font-semibold text-foreground">{t("meeting.actionItems")}</h4>
        {result.actionItems.length === 0 ? (
          <p className="mt-1 text-muted">{t("meeting.noActionItems")}</p>
        ) : (
          <ul className="mt-1 space-y-2">
            {result.actionItems.map((item) => (
              <li key={`${item.task}-${item.owner}-${item.dueDate}`} className="rounded-lg bg-surface-muted p-3">
                <p className="text-foreground">{item.task}</p>
                <p className="text-xs text-muted">
                  {t("meeting.owner", { owner: item.owner ?? t("meeting.unassigned") })} ·{" "}
                  {t("meeting.dueDate", { date: item.dueDate ?? t("meeting.noDate") })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h4 className="font-semibold text-foreground">{t("meeting.followUpEmail")}</h4>
        <p className="mt-1 whitespace-pre-line rounded-lg bg-surface-muted p-3 text-foreground">
          {result.followUpEmail}
        </p>
      </section>
    </div>
  );
}
