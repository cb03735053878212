import { useState } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import {
  isChecklistComplete,
  MATURITY_DIMENSIONS,
  MATURITY_ITEM_IDS,
  MATURITY_ITEMS,
  type TMaturityAnswers,
} from "../../../../../contracts/maturity-scoring";
import type { TSaveMaturityAssessment } from "../../../../../contracts/maturity-checklist";
import { Button } from "../../../../ui/button";
import { ListError, ListSkeleton } from "../../../../ui/list-states";
import { useFormatDate } from "../../../../lib/use-format-date";
import { useStoredState } from "../../../../lib/use-stored-state";
import { useAppContent } from "../../../../lib/use-app-content";
import { useMaturityAssessments, useSaveMaturityAssessment } from "../../api/maturity-assessments";
import { MATURITY_CONTENT } from "../../content-loaders";
import { EMPTY_DRAFT, isChecklistDraft } from "../checklist-draft";
import { toRadarSeries } from "./maturity-level-summary";
import { MaturityHistory } from "./maturity-history";
import { MaturityQuestionnaire } from "./maturity-questionnaire";
import { MaturityReportView } from "./maturity-report-view";

const DRAFT_KEY = "ai-apps:maturity-full:v1";
const VIEWING_KEY = "ai-apps:maturity-full:viewing:v1";
const isViewingId = (value: unknown): value is string | null => value === null || typeof value === "string";

function toSavedAnswers(answers: TMaturityAnswers): TSaveMaturityAssessment["answers"] {
  return Object.fromEntries(
    MATURITY_ITEM_IDS.map((id) => [id, answers[id] ?? 0]),
  ) as TSaveMaturityAssessment["answers"];
}

/** /apps/checklist-madurez-ia: the checklist, the saved report with recommendations, the history compared on one chart, PDF. */
export function MaturityPremiumApp() {
  const { t } = useTranslation("ai-apps");
  const formatDate = useFormatDate("dateTime");
  const { data: content } = useAppContent("maturity", MATURITY_CONTENT);
  const history = useMaturityAssessments();
  const save = useSaveMaturityAssessment();
  const [draft, setDraft, clearDraft] = useStoredState(DRAFT_KEY, EMPTY_DRAFT, isChecklistDraft);
  const [viewingId, setViewingId] = useStoredState<string | null>(VIEWING_KEY, null, isViewingId);
  const [chosenCompareIds, setCompareIds] = useState<string[] | null>(null);

  if (!content || history.isPending) return <ListSkeleton />;
  if (history.isError) return <ListError message={t("errors.load")} onRetry={() => void history.refetch()} />;

  const assessments = history.data.assessments;
  const viewing = assessments.find((assessment) => assessment.id === viewingId);
  const viewingIndex = viewing ? assessments.indexOf(viewing) : -1;
  // Until the user picks, the report is compared with the assessment just before it.
  const compareIds =
    chosenCompareIds ??
    (viewingIndex >= 0 && assessments[viewingIndex + 1] ? [assessments[viewingIndex + 1]?.id ?? ""] : []);

  const handleFinish = () => {
    if (!isChecklistComplete(draft.answers)) return;
    save.mutate(
      { answers: toSavedAnswers(draft.answers) },
      {
        onSuccess: (saved) => {
          toast.success(t("checklist.saved"));
          setViewingId(saved.id);
          setCompareIds(null);
          clearDraft();
        },
        onError: () => toast.error(t("errors.save")),
      },
    );
  };

  const toggleCompare = (id: string) =>
    setCompareIds(compareIds.includes(id) ? compareIds.filter((item) => item !== id) : [...compareIds, id]);
  const historyView = (
    <MaturityHistory
      assessments={assessments}
      viewingId={viewing?.id ?? null}
      compareIds={compareIds}
      onView={(id) => {
        setViewingId(id);
        setCompareIds(null);
      }}
      onToggleCompare={toggleCompare}
    />
  );

  if (viewing) {
    const compared = assessments.filter(
      (assessment) => compareIds.includes(assessment.id) && assessment.id !== viewing.id,
    );
    const series = [viewing, ...compared].map((assessment, index) =>
      toRadarSeries(assessment, formatDate(assessment.createdAt), index),
    );
    return (
      <div className="flex flex-col gap-10">
        <MaturityReportView content={content} assessment={viewing} series={series} />
        <div data-print-hide>
          <Button onClick={() => setViewingId(null)}>{t("checklist.newAssessment")}</Button>
        </div>
        {historyView}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        <p className="text-foreground">
          {t("checklist.intro", { statements: MATURITY_ITEMS.length, dimensions: MATURITY_DIMENSIONS.length })}
        </p>
        <MaturityQuestionnaire
          content={content}
          draft={draft}
          onChange={setDraft}
          onFinish={handleFinish}
          finishLabel={t("checklist.seeReport")}
          isFinishing={save.isPending}
        />
      </div>
      {historyView}
    </div>
  );
}
