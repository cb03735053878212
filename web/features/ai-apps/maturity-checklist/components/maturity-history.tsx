import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import type { TMaturityAssessment } from "../../../../../contracts/maturity-checklist";
import { Button } from "../../../../ui/button";
import { useFormatDate } from "../../../../lib/use-format-date";
import { useDeleteMaturityAssessment } from "../../api/maturity-assessments";

interface MaturityHistoryProps {
  assessments: TMaturityAssessment[];
  viewingId: string | null;
  compareIds: string[];
  onView: (id: string) => void;
  onToggleCompare: (id: string) => void;
}

/** The user's saved assessments, newest first: open one, add it to the chart, or delete it. */
export function MaturityHistory({ assessments, viewingId, compareIds, onView, onToggleCompare }: MaturityHistoryProps) {
  const { t } = useTranslation("ai-apps");
  const formatDate = useFormatDate("dateTime");
  const remove = useDeleteMaturityAssessment();

  const handleDelete = (id: string) => {
    if (!window.confirm(t("checklist.historyDeleteConfirm"))) return;
    remove.mutate(id, { onError: () => toast.error(t("errors.save")) });
  };

  return (
    <section aria-labelledby="maturity-history" className="flex flex-col gap-3" data-print-hide>
      <h2 id="maturity-history" className="text-xl font-semibold text-foreground">
        {t("checklist.historyTitle")}
      </h2>
      {assessments.length === 0 ? (
        <p className="text-muted">{t("checklist.historyEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {assessments.map((assessment) => {
            const label = t("checklist.historyItem", {
              date: formatDate(assessment.createdAt),
              level: assessment.level,
              score: assessment.overall,
            });
            const isViewing = assessment.id === viewingId;
            return (
              <li
                key={assessment.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
              >
                <span className="flex-1 font-medium text-foreground">{label}</span>
                {!isViewing && (
                  <label className="flex items-center gap-2 text-sm text-foreground">
                    <input
                      type="checkbox"
                      checked={compareIds.includes(assessment.id)}
                      onChange={() => onToggleCompare(assessment.id)}
                      className="h-4 w-4 accent-[var(--color-accent)]"
                    />
                    {t("checklist.historyCompare")}
                    <span className="sr-only">: {label}</span>
                  </label>
                )}
                <Button
                  size="sm"
                  variant={isViewing ? "primary" : "secondary"}
                  onClick={() => onView(assessment.id)}
                  aria-pressed={isViewing}
                  aria-label={`${t("checklist.historyView")}: ${label}`}
                >
                  {t("checklist.historyView")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => handleDelete(assessment.id)}
                  aria-label={`${t("checklist.historyDelete")}: ${label}`}
                >
                  {t("checklist.historyDelete")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
