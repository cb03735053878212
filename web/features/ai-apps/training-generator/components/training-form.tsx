import { useTranslation } from "../../../../lib/translation/use-translation";
import {
  TRAINING_AUDIENCE_MAX,
  TRAINING_GOALS,
  TRAINING_HOURS,
  TRAINING_HOURS_PER_WEEK,
  TRAINING_LEVELS,
  TRAINING_ROLES,
  type TTrainingGoal,
  type TTrainingInput,
} from "../../../../../contracts/training-plans";
import { Input, Label } from "../../../../ui/form-controls";
import { OptionSelect } from "../../../../ui/option-select";
import { TextField } from "../../../../ui/text-field";
import type { TrainingContent } from "../../../../../i18n/content/training-generator/shape";

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.round(value) : min));

/** Audience, profile, level, goals and hours: what the plan is built from. */
export function TrainingForm({
  input,
  content,
  onChange,
}: {
  input: TTrainingInput;
  content: TrainingContent;
  onChange: (input: TTrainingInput) => void;
}) {
  const { t } = useTranslation("ai-apps");
  const set = (patch: Partial<TTrainingInput>) => onChange({ ...input, ...patch });
  const toggleGoal = (goal: TTrainingGoal) =>
    set({
      goals: input.goals.includes(goal)
        ? input.goals.filter((item) => item !== goal)
        : TRAINING_GOALS.filter((item) => item === goal || input.goals.includes(item)),
    });

  return (
    <div className="flex flex-col gap-4">
      <TextField
        id="training-audience"
        label={t("trainingGenerator.audience")}
        hint={t("trainingGenerator.audienceHint")}
        value={input.audience}
        maxLength={TRAINING_AUDIENCE_MAX}
        onChange={(event) => set({ audience: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="training-role">{t("trainingGenerator.role")}</Label>
          <OptionSelect
            id="training-role"
            label={t("trainingGenerator.role")}
            value={input.role}
            options={TRAINING_ROLES}
            optionLabel={(role) => content.roles[role].name}
            onChange={(role) => set({ role })}
          />
        </div>
        <div>
          <Label htmlFor="training-level">{t("trainingGenerator.level")}</Label>
          <OptionSelect
            id="training-level"
            label={t("trainingGenerator.level")}
            value={input.level}
            options={TRAINING_LEVELS}
            optionLabel={(level) => content.levels[level]}
            onChange={(level) => set({ level })}
          />
        </div>
      </div>
      <fieldset aria-describedby="training-goals-hint">
        <legend className="text-sm font-medium text-foreground">{t("trainingGenerator.goals")}</legend>
        <p id="training-goals-hint" className="text-xs text-muted">
          {t("trainingGenerator.goalsHint")}
        </p>
        <div className="mt-2 flex flex-col gap-2">
          {TRAINING_GOALS.map((goal) => (
            <label key={goal} className="flex items-center gap-2 text-sm text-foreground">
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--color-accent)]"
                checked={input.goals.includes(goal)}
                onChange={() => toggleGoal(goal)}
              />
              {content.goals[goal]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="training-hours">{t("trainingGenerator.totalHours")}</Label>
          <Input
            id="training-hours"
            type="number"
            inputMode="numeric"
            min={TRAINING_HOURS.min}
            max={TRAINING_HOURS.max}
            value={input.totalHours}
            onChange={(event) => set({ totalHours: clamp(event.target.valueAsNumber, TRAINING_HOURS) })}
          />
        </div>
        <div>
          <Label htmlFor="training-pace">{t("trainingGenerator.hoursPerWeek")}</Label>
          <Input
            id="training-pace"
            type="number"
            inputMode="numeric"
            min={TRAINING_HOURS_PER_WEEK.min}
            max={TRAINING_HOURS_PER_WEEK.max}
            value={input.hoursPerWeek}
            onChange={(event) => set({ hoursPerWeek: clamp(event.target.valueAsNumber, TRAINING_HOURS_PER_WEEK) })}
          />
        </div>
      </div>
    </div>
  );
}
