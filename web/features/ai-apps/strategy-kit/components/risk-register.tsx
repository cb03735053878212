import { useTranslation } from "../../../../lib/translation/use-translation";
import { Plus, Trash2 } from "lucide-react";
import {
  AI_ACT_CLASSES,
  KIT_NAME_MAX,
  KIT_RISKS_MAX,
  KIT_TEXT_MAX,
  scoreRisk,
  type TRisk,
} from "../../../../../contracts/strategy-kit";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import { Label, Textarea } from "../../../../ui/form-controls";
import { OptionSelect } from "../../../../ui/option-select";
import { TextField } from "../../../../ui/text-field";
import { newItemId } from "../strategy-draft";
import type { StrategyContent } from "../../../../../i18n/content/strategy-kit/shape";
import { ScoreSlider } from "./score-slider";

const LEVEL_STYLE = {
  low: "bg-green-100 text-green-900",
  medium: "bg-amber-100 text-amber-900",
  high: "bg-red-100 text-red-900",
} as const;

/** The risk register: each risk's likelihood × impact score and its EU AI Act class, with mitigation and owner. */
export function RiskRegister({
  risks,
  content,
  onChange,
}: {
  risks: TRisk[];
  content: StrategyContent;
  onChange: (risks: TRisk[]) => void;
}) {
  const { t } = useTranslation("ai-apps");
  const update = (id: string, patch: Partial<TRisk>) =>
    onChange(risks.map((risk) => (risk.id === id ? { ...risk, ...patch } : risk)));
  const add = () =>
    onChange([
      ...risks,
      {
        id: newItemId("rk"),
        description: "",
        likelihood: 3,
        impact: 3,
        aiActClass: "minimal",
        mitigation: "",
        owner: "",
      },
    ]);

  return (
    <div className="flex flex-col gap-5">
      {risks.map((risk, index) => {
        const heading = t("strategyKit.risk", { number: index + 1 });
        const { score, level } = scoreRisk(risk.likelihood, risk.impact);
        return (
          <fieldset key={risk.id} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
            <legend className="px-1 text-lg font-semibold text-foreground">{heading}</legend>
            <div>
              <Label htmlFor={`${risk.id}-description`}>{t("strategyKit.riskDescription")}</Label>
              <Textarea
                id={`${risk.id}-description`}
                rows={2}
                maxLength={KIT_TEXT_MAX}
                value={risk.description}
                onChange={(event) => update(risk.id, { description: event.target.value })}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <ScoreSlider
                id={`${risk.id}-likelihood`}
                label={`${t("strategyKit.likelihood")} · ${heading}`}
                value={risk.likelihood}
                onChange={(likelihood) => update(risk.id, { likelihood })}
              />
              <ScoreSlider
                id={`${risk.id}-impact`}
                label={`${t("strategyKit.impact")} · ${heading}`}
                value={risk.impact}
                onChange={(impact) => update(risk.id, { impact })}
              />
            </div>
            <p className="flex items-center gap-2 text-sm text-foreground" aria-live="polite">
              <Badge className={LEVEL_STYLE[level]}>{content.riskLevels[level]}</Badge>
              {t("strategyKit.riskScore", { score, level: content.riskLevels[level].toLowerCase() })}
            </p>
            <div>
              <Label htmlFor={`${risk.id}-class`}>{t("strategyKit.aiActClass")}</Label>
              <OptionSelect
                id={`${risk.id}-class`}
                label={t("strategyKit.aiActClass")}
                value={risk.aiActClass}
                options={AI_ACT_CLASSES}
                optionLabel={(option) => content.aiActClasses[option].name}
                onChange={(aiActClass) => update(risk.id, { aiActClass })}
              />
              <p className="mt-1 text-xs text-muted">{content.aiActClasses[risk.aiActClass].description}</p>
            </div>
            <div>
              <Label htmlFor={`${risk.id}-mitigation`}>{t("strategyKit.mitigation")}</Label>
              <Textarea
                id={`${risk.id}-mitigation`}
                rows={2}
                maxLength={KIT_TEXT_MAX}
                value={risk.mitigation}
                onChange={(event) => update(risk.id, { mitigation: event.target.value })}
              />
            </div>
            <TextField
              id={`${risk.id}-owner`}
              label={t("strategyKit.owner")}
              value={risk.owner}
              maxLength={KIT_NAME_MAX}
              onChange={(event) => update(risk.id, { owner: event.target.value })}
            />
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  window.confirm(t("strategyKit.removeConfirm")) &&
                  onChange(risks.filter((other) => other.id !== risk.id))
                }
                aria-label={`${t("strategyKit.removeRisk")}: ${heading}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t("strategyKit.removeRisk")}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={add} disabled={risks.length >= KIT_RISKS_MAX}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("strategyKit.addRisk")}
        </Button>
      </div>
    </div>
  );
}
