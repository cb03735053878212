import { lazy, Suspense, useDeferredValue, useMemo } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { CheckCircle2, CircleAlert, CircleDashed, Lightbulb, Sparkles } from "lucide-react";
import { PROMPT_COACH_PROMPT_MAX } from "../../../../../contracts/training";
import { cn } from "../../../../lib/cn";
import { Button } from "../../../../ui/button";
import { Label, Textarea } from "../../../../ui/form-controls";
import { aiCoachLanguage } from "../../components/ai-coach-language";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import { useStoredState } from "../../../../lib/use-stored-state";
import { RUBRIC, rewritePrompt, scorePrompt, type CriterionStatus, type RewriteLabels } from "../prompt-rubric";
import { TRAINING_CONTENT_COUNTS } from "../../content-counts";

// The AI SDK loads only with the critique, not with the rubric.
const AiCoachAnswer = lazy(async () => ({ default: (await import("../../components/ai-coach-answer")).AiCoachAnswer }));

const isString = (value: unknown): value is string => typeof value === "string";

const STATUS_ICON: Record<CriterionStatus, typeof CheckCircle2> = {
  met: CheckCircle2,
  partial: CircleAlert,
  missing: CircleDashed,
};
const STATUS_COLOUR: Record<CriterionStatus, string> = {
  met: "text-green-700 dark:text-green-400",
  partial: "text-amber-700 dark:text-amber-400",
  missing: "text-muted",
};

export function PromptCoachApp() {
  const { t, i18n } = useTranslation("training");
  const { t: tPages } = useTranslation("pages");
  const [prompt, setPrompt, clearPrompt] = useStoredState("training.promptCoach.draft.v1", "", isString);
  const deferredPrompt = useDeferredValue(prompt);
  const score = useMemo(() => scorePrompt(deferredPrompt), [deferredPrompt]);
  const hasPrompt = deferredPrompt.trim() !== "";

  const labels: RewriteLabels = {
    sections: Object.fromEntries(
      RUBRIC.map(({ id }) => [
        id,
        { heading: t(`promptCoach.sections.${id}.heading`), placeholder: t(`promptCoach.sections.${id}.placeholder`) },
      ]),
    ) as RewriteLabels["sections"],
  };
  const rewritten = hasPrompt ? rewritePrompt(deferredPrompt, score, labels) : "";
  const pending = score.criteria.filter((criterion) => criterion.status !== "met");

  const toMarkdown = () =>
    [
      `# ${tPages("premiumApps.promptCoach")}`,
      `**${t("promptCoach.scoreTitle")}: ${t("promptCoach.scoreOf", { score: score.total })}**`,
      score.criteria
        .map(
          (criterion) =>
            `- ${t(`promptCoach.criteria.${criterion.id}`)}: ${t("promptCoach.points", { points: criterion.points, max: criterion.max })} (${t(`promptCoach.status.${criterion.status}`)})`,
        )
        .join("\n"),
      `## ${t("promptCoach.suggestionsTitle")}`,
      pending.length
        ? pending.map((criterion) => `- ${t(`promptCoach.suggestions.${criterion.id}`)}`).join("\n")
        : t("promptCoach.noSuggestions", TRAINING_CONTENT_COUNTS),
      `## ${t("promptCoach.rewriteTitle")}`,
      rewritten,
    ].join("\n\n");

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-2" data-print-hide>
        <Label htmlFor="prompt-coach-input">{t("promptCoach.promptLabel")}</Label>
        <Textarea
          id="prompt-coach-input"
          value={prompt}
          maxLength={PROMPT_COACH_PROMPT_MAX}
          onChange={(event) => setPrompt(event.target.value)}
          placeholder={t("promptCoach.placeholder")}
          rows={12}
          aria-describedby="prompt-coach-hint"
        />
        <p id="prompt-coach-hint" className="text-sm text-muted">
          {t("promptCoach.promptHint")}
        </p>
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm text-muted">{t("promptCoach.wordCount", { count: score.words })}</span>
          <Button variant="ghost" size="sm" onClick={clearPrompt} disabled={!prompt}>
            {t("promptCoach.clear")}
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-5">
        {!hasPrompt ? (
          <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">
            {t("promptCoach.empty")}
          </p>
        ) : (
          <>
            <section
              aria-labelledby="prompt-score"
              className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="prompt-score" className="text-lg font-semibold text-foreground">
                  {t("promptCoach.scoreTitle")}
                </h2>
                <p className="text-3xl font-bold text-accent" aria-live="polite">
                  {t("promptCoach.scoreOf", { score: score.total })}
                </p>
              </div>
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">
                {t("promptCoach.criteriaTitle")}
              </h3>
              <ul className="mt-2 flex flex-col gap-2">
                {score.criteria.map((criterion) => {
                  const Icon = STATUS_ICON[criterion.status];
                  return (
                    <li key={criterion.id} className="flex items-center justify-between gap-3">
                      <span className="flex items-center gap-2 text-foreground">
                        <Icon className={cn("h-4 w-4", STATUS_COLOUR[criterion.status])} aria-hidden="true" />
                        {t(`promptCoach.criteria.${criterion.id}`)}
                        <span className="sr-only">({t(`promptCoach.status.${criterion.status}`)})</span>
                      </span>
                      <span className="font-mono text-sm text-muted">
                        {t("promptCoach.points", { points: criterion.points, max: criterion.max })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>

            <section
              aria-labelledby="prompt-suggestions"
              className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
            >
              <h2 id="prompt-suggestions" className="flex items-center gap-2 text-lg font-semibold text-foreground">
                <Lightbulb className="h-5 w-5 text-accent" aria-hidden="true" />
                {t("promptCoach.suggestionsTitle")}
              </h2>
              {pending.length === 0 ? (
                <p className="mt-2 text-muted">{t("promptCoach.noSuggestions", TRAINING_CONTENT_COUNTS)}</p>
              ) : (
                <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-foreground">
                  {pending.map((criterion) => (
                    <li key={criterion.id}>{t(`promptCoach.suggestions.${criterion.id}`)}</li>
                  ))}
                </ul>
              )}
            </section>

            <section
              aria-labelledby="prompt-rewrite"
              className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
            >
              <h2 id="prompt-rewrite" className="text-lg font-semibold text-foreground">
                {t("promptCoach.rewriteTitle")}
              </h2>
              <p className="mt-1 text-sm text-muted">{t("promptCoach.rewriteHint")}</p>
              <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-surface-muted p-4 font-sans text-sm text-foreground">
                {rewritten}
              </pre>
            </section>

            <section
              aria-labelledby="prompt-critique"
              className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
            >
              <h2 id="prompt-critique" className="mb-2 flex items-center gap-2 text-lg font-semibold text-foreground">
                <Sparkles className="h-5 w-5 text-accent" aria-hidden="true" />
                {t("promptCoach.critiqueTitle")}
              </h2>
              <Suspense fallback={null}>
                <AiCoachAnswer
                  api="/api/training/prompt-coach/critique"
                  getBody={() => ({ prompt: deferredPrompt.trim(), language: aiCoachLanguage(i18n.language) })}
                  askLabel={t("promptCoach.askCritique")}
                  hint={t("promptCoach.critiqueHint")}
                />
              </Suspense>
            </section>

            <ResultActions getMarkdown={toMarkdown} fileName={t("promptCoach.fileName")} />
          </>
        )}
      </div>
    </div>
  );
}
