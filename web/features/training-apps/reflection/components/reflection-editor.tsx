import { useEffect } from "react";
import { useTranslation } from "../../../../lib/translation/use-translation";
import { REFLECTION_ANSWER_MAX } from "../../../../../contracts/training";
import { Button } from "../../../../ui/button";
import { Label, Textarea } from "../../../../ui/form-controls";
import { LeaveConfirmation } from "../../../../ui/leave-confirmation";
import {
  REFLECTION_THEMES,
  type ReflectionContent,
  type ReflectionThemeId,
} from "../../../../../i18n/content/reflection/themes";
import { ProgressTrack } from "../../../../ui/progress-track";

const ANSWER_FIELD_ID = "reflection-answer";

export interface ReflectionDraft {
  theme: ReflectionThemeId;
  answers: Record<string, string>;
  /** The question on screen. */
  step: number;
  /** Set when editing a saved entry. */
  entryId?: string;
}

interface ReflectionEditorProps {
  draft: ReflectionDraft;
  content: ReflectionContent;
  isSaving: boolean;
  onChange: (draft: ReflectionDraft) => void;
  onSave: (draft: ReflectionDraft) => void;
  onCancel: () => void;
}

export function ReflectionEditor({ draft, content, isSaving, onChange, onSave, onCancel }: ReflectionEditorProps) {
  const { t } = useTranslation("training");
  const theme = REFLECTION_THEMES.find((item) => item.id === draft.theme) ?? REFLECTION_THEMES[0];
  const text = content[theme.id];
  const questions: Record<string, string> = text.questions;
  const step = Math.min(Math.max(draft.step, 0), theme.questions.length - 1);
  const questionId = theme.questions[step] ?? theme.questions[0];
  const isLast = step === theme.questions.length - 1;
  const hasAnswer = Object.values(draft.answers).some((answer) => answer.trim() !== "");

  useEffect(() => document.getElementById(ANSWER_FIELD_ID)?.focus(), [step]);

  return (
    <form
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (hasAnswer) onSave(draft);
      }}
    >
      <LeaveConfirmation hasUnsavedWork={hasAnswer} />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          {t("reflection.questionProgress", { current: step + 1, total: theme.questions.length })}
        </p>
        <h2 className="text-xl font-semibold text-foreground">
          {draft.entryId ? t("reflection.editing", { theme: text.title }) : text.title}
        </h2>
        <ProgressTrack className="mt-2" max={theme.questions.length} value={step + 1} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ANSWER_FIELD_ID} className="text-lg">
          {questions[questionId]}
        </Label>
        <Textarea
          id={ANSWER_FIELD_ID}
          rows={8}
          maxLength={REFLECTION_ANSWER_MAX}
          value={draft.answers[questionId] ?? ""}
          onChange={(event) =>
            onChange({ ...draft, step, answers: { ...draft.answers, [questionId]: event.target.value } })
          }
          aria-describedby="reflection-draft-note"
        />
        <p id="reflection-draft-note" className="text-sm text-muted">
          {t("reflection.draftNote")}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <Button
            type="button"
            variant="secondary"
            disabled={step === 0}
            onClick={() => onChange({ ...draft, step: step - 1 })}
          >
            {t("reflection.previous")}
          </Button>
          {!isLast && (
            <Button type="button" variant="secondary" onClick={() => onChange({ ...draft, step: step + 1 })}>
              {t("reflection.next")}
            </Button>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("reflection.cancel")}
          </Button>
          <Button type="submit" disabled={!hasAnswer || isSaving}>
            {draft.entryId ? t("reflection.saveChanges") : t("reflection.save")}
          </Button>
        </div>
      </div>
      {!hasAnswer && <p className="text-sm text-muted">{t("reflection.atLeastOne")}</p>}
    </form>
  );
}
