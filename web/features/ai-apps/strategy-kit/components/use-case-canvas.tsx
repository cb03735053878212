import { useTranslation } from "../../../../lib/translation/use-translation";
import { Plus, Trash2 } from "lucide-react";
import {
  classifyUseCase,
  KIT_NAME_MAX,
  KIT_TEXT_MAX,
  KIT_USE_CASES_MAX,
  type TUseCase,
} from "../../../../../contracts/strategy-kit";
import { Button } from "../../../../ui/button";
import { Label, Textarea } from "../../../../ui/form-controls";
import { TextField } from "../../../../ui/text-field";
import { newItemId } from "../strategy-draft";
import type { StrategyContent } from "../../../../../i18n/content/strategy-kit/shape";
import { ScoreSlider } from "./score-slider";

const CANVAS_AREAS = ["problem", "solution", "data", "users", "benefit"] as const;

/** One canvas per use case: what it solves and how, its data and users, the benefit, and its impact and effort. */
export function UseCaseCanvas({
  useCases,
  content,
  onChange,
}: {
  useCases: TUseCase[];
  content: StrategyContent;
  onChange: (useCases: TUseCase[]) => void;
}) {
  const { t } = useTranslation("ai-apps");
  const update = (id: string, patch: Partial<TUseCase>) =>
    onChange(useCases.map((useCase) => (useCase.id === id ? { ...useCase, ...patch } : useCase)));
  const add = () =>
    onChange([
      ...useCases,
      {
        id: newItemId("uc"),
        name: "",
        problem: "",
        solution: "",
        data: "",
        users: "",
        benefit: "",
        impact: 3,
        effort: 3,
      },
    ]);
  const remove = (id: string) =>
    window.confirm(t("strategyKit.removeConfirm")) && onChange(useCases.filter((useCase) => useCase.id !== id));

  return (
    <div className="flex flex-col gap-5">
      {useCases.map((useCase, index) => {
        const heading = t("strategyKit.useCase", { number: index + 1 });
        const quadrant = content.quadrants[classifyUseCase(useCase.impact, useCase.effort)];
        return (
          <fieldset key={useCase.id} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
            <legend className="px-1 text-lg font-semibold text-foreground">
              {heading}
              {useCase.name ? `: ${useCase.name}` : ""}
            </legend>
            <TextField
              id={`${useCase.id}-name`}
              label={content.canvas.name.label}
              hint={content.canvas.name.hint}
              value={useCase.name}
              maxLength={KIT_NAME_MAX}
              onChange={(event) => update(useCase.id, { name: event.target.value })}
            />
            <div className="grid gap-4 md:grid-cols-2">
              {CANVAS_AREAS.map((area) => (
                <div key={area}>
                  <Label htmlFor={`${useCase.id}-${area}`}>{content.canvas[area].label}</Label>
                  <Textarea
                    id={`${useCase.id}-${area}`}
                    rows={3}
                    maxLength={KIT_TEXT_MAX}
                    value={useCase[area]}
                    aria-describedby={`${useCase.id}-${area}-hint`}
                    onChange={(event) => update(useCase.id, { [area]: event.target.value })}
                  />
                  <p id={`${useCase.id}-${area}-hint`} className="mt-1 text-xs text-muted">
                    {content.canvas[area].hint}
                  </p>
                </div>
              ))}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <ScoreSlider
                id={`${useCase.id}-impact`}
                label={`${t("strategyKit.impact")} · ${heading}`}
                value={useCase.impact}
                onChange={(impact) => update(useCase.id, { impact })}
              />
              <ScoreSlider
                id={`${useCase.id}-effort`}
                label={`${t("strategyKit.effort")} · ${heading}`}
                value={useCase.effort}
                onChange={(effort) => update(useCase.id, { effort })}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-medium text-foreground" aria-live="polite">
                {t("strategyKit.quadrant", { name: quadrant.name })}
              </p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(useCase.id)}
                aria-label={`${t("strategyKit.removeUseCase")}: ${heading}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t("strategyKit.removeUseCase")}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={add} disabled={useCases.length >= KIT_USE_CASES_MAX}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("strategyKit.addUseCase")}
        </Button>
      </div>
    </div>
  );
}
