import { useEffect, useRef } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import {
  MATURITY_ANSWER_MAX,
  MATURITY_DIMENSIONS,
  MATURITY_ITEMS,
  type TMaturityItemId,
} from "../../../../../contracts/maturity-scoring";
import { Button } from "../../../../ui/button";
import type { ChecklistDraft } from "../checklist-draft";
import type { MaturityContent } from "../maturity-content";
import { ProgressTrack } from "../../../../ui/progress-track";

const SCALE = Array.from({ length: MATURITY_ANSWER_MAX + 1 }, (_, value) => value);

interface MaturityQuestionnaireProps {
  content: MaturityContent;
  draft: ChecklistDraft;
  onChange: (draft: ChecklistDraft) => void;
  /** Called on the last step once every statement has an answer. */
  onFinish: () => void;
  finishLabel: string;
  isFinishing?: boolean;
}

/** The 30 statements, one dimension per step, each answered on the 0–4 scale with radio buttons. */
export function MaturityQuestionnaire({
  content,
  draft,
  onChange,
  onFinish,
  finishLabel,
  isFinishing = false,
}: MaturityQuestionnaireProps) {
  const { t } = useTranslation("ai-apps");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMovingBetweenSteps = useRef(false);
  const dimension = MATURITY_DIMENSIONS[draft.step] ?? "strategy";
  const items = MATURITY_ITEMS.filter((item) => item.dimension === dimension);
  const answeredCount = MATURITY_ITEMS.filter((item) => draft.answers[item.id] !== undefined).length;
  const isStepComplete = items.every((item) => draft.answers[item.id] !== undefined);
  const isLastStep = draft.step === MATURITY_DIMENSIONS.length - 1;

  useEffect(() => {
    // Moving between steps puts the keyboard and screen reader at the new dimension's title; a
    // draft restored after a reload does not move the focus.
    if (!isMovingBetweenSteps.current) return;
    isMovingBetweenSteps.current = false;
    headingRef.current?.focus();
  }, [draft.step]);

  const answer = (id: TMaturityItemId, value: number) =>
    onChange({ ...draft, answers: { ...draft.answers, [id]: value } });
  const goTo = (step: number) => {
    isMovingBetweenSteps.current = true;
    onChange({ ...draft, step });
  };

  return (
    <section aria-labelledby="checklist-dimension" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2" data-print-hide>
        <p className="text-sm font-medium text-muted">
          {t("checklist.step", { current: draft.step + 1, total: MATURITY_DIMENSIONS.length })}
        </p>
        <ProgressTrack
          max={MATURITY_ITEMS.length}
          value={answeredCount}
          label={t("checklist.answered", { count: answeredCount, total: MATURITY_ITEMS.length })}
        />
        <p className="text-sm text-muted" aria-live="polite">
          {t("checklist.answered", { count: answeredCount, total: MATURITY_ITEMS.length })}
        </p>
      </div>

      <div>
        <h2
          id="checklist-dimension"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-foreground focus:outline-none"
        >
          {content.dimensions[dimension].name}
        </h2>
        <p className="mt-1 text-muted">{content.dimensions[dimension].description}</p>
      </div>

      <ol className="flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={item.id}>
            <fieldset className="rounded-xl border border-border bg-surface p-4">
              <legend className="sr-only">{content.items[item.id]}</legend>
              <p aria-hidden="true" className="mb-3 font-medium text-foreground">
                {index + 1}. {content.items[item.id]}
              </p>
              <div className="flex flex-wrap gap-2">
                {SCALE.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm text-foreground has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                  >
                    <input
                      type="radio"
                      name={item.id}
                      value={value}
                      checked={draft.answers[item.id] === value}
                      onChange={() => answer(item.id, value)}
                      className="accent-[var(--color-accent)]"
                    />
                    {t(`checklist.scale.${value}` as "checklist.scale.0")}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>

      {!isStepComplete && <p className="text-sm text-muted">{t("checklist.missing")}</p>}

      <div className="flex flex-wrap justify-between gap-3" data-print-hide>
        <Button variant="secondary" onClick={() => goTo(draft.step - 1)} disabled={draft.step === 0}>
          {t("checklist.previous")}
        </Button>
        {isLastStep ? (
          <Button onClick={onFinish} disabled={answeredCount < MATURITY_ITEMS.length || isFinishing}>
            {finishLabel}
          </Button>
        ) : (
          <Button onClick={() => goTo(draft.step + 1)} disabled={!isStepComplete}>
            {t("checklist.next")}
          </Button>
        )}
      </div>
    </section>
  );
}
