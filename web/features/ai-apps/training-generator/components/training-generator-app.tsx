import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import { Save, Sparkles } from "lucide-react";
import { Button } from "../../../../ui/button";
import { ContentStatus } from "../../../../ui/list-states";
import { TextField } from "../../../../ui/text-field";
import { useStoredState } from "../../../../lib/use-stored-state";
import type { TrainingContent } from "../../../../../i18n/content/training-generator/shape";
import { usePremiumContent } from "../../../../lib/use-app-content";
import { aiAppContentPath } from "../../../../../contracts/app-content";
import { useAiStatus } from "../../api/ai-status";
import { useCourseCatalogue } from "../../api/course-catalogue";
import { useRefineTrainingPlan, useSaveTrainingPlan } from "../../api/training-plans";
import { aiErrorKey } from "../../components/ai-error-text";
import { AiUnavailableNote } from "../../components/ai-unavailable-note";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import { EMPTY_TRAINING_DRAFT, isTrainingDraft } from "../training-draft";
import { suggestCourses } from "../suggest-courses";
import { buildTrainingOutline } from "../training-modules";
import { buildPlanMarkdown, buildPlanPdf, describeModules, type PlanLabels } from "../training-plan-export";
import { SavedTrainingPlans } from "./saved-training-plans";
import { TrainingForm } from "./training-form";
import { TrainingPlanView } from "./training-plan-view";

const DRAFT_KEY = "ai-apps:training-generator:v1";

/** /apps/generador-formacion: audience, profile, level, goals and hours → a plan from templates, refined by AI when configured. */
export function TrainingGeneratorApp() {
  const { t } = useTranslation("ai-apps");
  const contentQuery = usePremiumContent<TrainingContent>(aiAppContentPath("training-generator"));
  const { data: content, language } = contentQuery;
  const [draft, setDraft] = useStoredState(DRAFT_KEY, EMPTY_TRAINING_DRAFT, isTrainingDraft);
  const aiStatus = useAiStatus();
  const refine = useRefineTrainingPlan();
  const save = useSaveTrainingPlan();
  const catalogue = useCourseCatalogue();

  if (!content) return <ContentStatus isError={contentQuery.isError} onRetry={() => void contentQuery.refetch()} />;

  const { input } = draft;
  const outline = buildTrainingOutline(input);
  const hasGoals = input.goals.length > 0;
  const labels: PlanLabels = {
    title: draft.title.trim() || t("trainingGenerator.planTitle"),
    summary: t("trainingGenerator.summary", {
      modules: outline.modules.length,
      hours: outline.totalHours,
      weeks: outline.weeks,
    }),
    forAudience: input.audience.trim() ? t("trainingGenerator.forAudience", { audience: input.audience.trim() }) : null,
    profile: t("trainingGenerator.profile", {
      role: content.roles[input.role].name,
      level: content.levels[input.level].toLowerCase(),
    }),
    moduleHeading: (number, title) => t("trainingGenerator.module", { number, title }),
    when: (start, end) =>
      start === end ? t("trainingGenerator.week", { start }) : t("trainingGenerator.weeks", { start, end }),
    hours: (count) => t("trainingGenerator.hours", { count }),
    objectives: t("trainingGenerator.objectives"),
    activities: t("trainingGenerator.activities"),
    practiseWith: t("trainingGenerator.practiseWith"),
    microcourses: t("trainingGenerator.microcourses"),
    leftOut: outline.leftOut.length
      ? t("trainingGenerator.leftOut", { modules: outline.leftOut.map((id) => content.modules[id].title).join(", ") })
      : null,
    aiNotesTitle: t("trainingGenerator.aiNotesTitle"),
  };
  const modules = describeModules(outline, input, content, labels);
  const getMarkdown = () => buildPlanMarkdown(modules, labels, draft.aiNotes);

  const handleRefine = () =>
    refine.mutate(
      { plan: buildPlanMarkdown(modules, labels, null), language },
      {
        onSuccess: ({ notes }) => setDraft({ ...draft, aiNotes: notes }),
        onError: (error) => toast.error(t(aiErrorKey(error))),
      },
    );
  const handleSave = () =>
    save.mutate(
      { title: labels.title, input, aiNotes: draft.aiNotes },
      { onSuccess: () => toast.success(t("trainingGenerator.saved")), onError: () => toast.error(t("errors.save")) },
    );

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="training-form" className="flex flex-col gap-4" data-print-hide>
          <h2 id="training-form" className="text-xl font-semibold text-foreground">
            {t("trainingGenerator.formTitle")}
          </h2>
          <TrainingForm
            input={input}
            content={content}
            onChange={(next) => setDraft({ ...draft, input: next, aiNotes: null })}
          />
        </section>

        <div className="flex flex-col gap-5">
          {hasGoals ? (
            <>
              <div className="flex flex-col gap-3" data-print-hide>
                <ResultActions
                  fileName={t("trainingGenerator.fileName")}
                  getMarkdown={getMarkdown}
                  getPdf={() => buildPlanPdf(modules, labels, draft.aiNotes, language)}
                />
                <div className="flex flex-wrap items-end gap-2">
                  <TextField
                    id="training-plan-name"
                    className="min-w-[12rem] flex-1"
                    label={t("trainingGenerator.planName")}
                    value={draft.title}
                    maxLength={160}
                    onChange={(event) => setDraft({ ...draft, title: event.target.value })}
                  />
                  <Button variant="secondary" onClick={handleSave} disabled={save.isPending}>
                    <Save className="h-4 w-4" aria-hidden="true" />
                    {t("trainingGenerator.save")}
                  </Button>
                </div>
                {aiStatus.data?.aiConfigured && !draft.aiNotes && (
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      variant="secondary"
                      onClick={handleRefine}
                      disabled={refine.isPending}
                      aria-describedby="training-refine-hint"
                    >
                      <Sparkles className="h-4 w-4" aria-hidden="true" />
                      {refine.isPending ? t("trainingGenerator.refining") : t("trainingGenerator.refine")}
                    </Button>
                    <span id="training-refine-hint" className="text-xs text-muted">
                      {t("trainingGenerator.refineHint")}
                    </span>
                  </div>
                )}
                {aiStatus.data && !aiStatus.data.aiConfigured && <AiUnavailableNote />}
              </div>
              <TrainingPlanView
                outline={outline}
                modules={modules}
                labels={labels}
                content={content}
                suggestedCourses={suggestCourses(catalogue.data?.courses ?? [], input)}
              />
              {draft.aiNotes && (
                <section
                  aria-labelledby="training-ai-notes"
                  className="flex flex-col gap-2 rounded-2xl border border-accent/40 bg-accent-soft p-5"
                >
                  <h3 id="training-ai-notes" className="text-lg font-semibold text-foreground">
                    {labels.aiNotesTitle}
                  </h3>
                  <p className="whitespace-pre-wrap text-sm text-foreground">{draft.aiNotes}</p>
                  <div data-print-hide>
                    <Button variant="ghost" size="sm" onClick={() => setDraft({ ...draft, aiNotes: null })}>
                      {t("trainingGenerator.discardNotes")}
                    </Button>
                  </div>
                </section>
              )}
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-muted">
              {t("trainingGenerator.noGoals")}
            </p>
          )}
        </div>
      </div>
      <SavedTrainingPlans
        onOpen={(plan) => setDraft({ input: plan.input, aiNotes: plan.aiNotes, title: plan.title })}
      />
    </div>
  );
}
