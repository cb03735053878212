import { useTranslation } from "../../../../lib/translation/use-translation";
import {
  PROMPT_FIELD_MAX,
  PROMPT_FORMATS,
  PROMPT_LENGTHS,
  PROMPT_TONES,
  type TPromptFields,
} from "../../../../../contracts/prompt-generator";
import { Label, Textarea } from "../../../../ui/form-controls";
import { OptionSelect } from "../../../../ui/option-select";
import { TextField } from "../../../../ui/text-field";
import type { PromptGeneratorContent } from "../../../../../i18n/content/prompt-generator/templates";

type TextKey = "role" | "task" | "context" | "audience" | "examples";

/** The eight fields of a prompt: free text for what only the user knows, choices for format, tone and length. */
export function PromptForm({
  content,
  fields,
  onChange,
}: {
  content: PromptGeneratorContent;
  fields: TPromptFields;
  onChange: (fields: TPromptFields) => void;
}) {
  const { t } = useTranslation("ai-apps");
  const set = <Key extends keyof TPromptFields>(key: Key, value: TPromptFields[Key]) =>
    onChange({ ...fields, [key]: value });

  const area = (key: TextKey, rows: number) => (
    <div>
      <Label htmlFor={`prompt-${key}`}>{t(`promptGenerator.fields.${key}`)}</Label>
      <Textarea
        id={`prompt-${key}`}
        rows={rows}
        maxLength={PROMPT_FIELD_MAX}
        value={fields[key]}
        aria-describedby={`prompt-${key}-hint`}
        required={key === "task"}
        onChange={(event) => set(key, event.target.value)}
      />
      <p id={`prompt-${key}-hint`} className="mt-1 text-xs text-muted">
        {t(`promptGenerator.fields.${key}Hint`)}
      </p>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <TextField
        id="prompt-role"
        label={t("promptGenerator.fields.role")}
        hint={t("promptGenerator.fields.roleHint")}
        value={fields.role}
        maxLength={PROMPT_FIELD_MAX}
        onChange={(event) => set("role", event.target.value)}
      />
      {area("task", 3)}
      {area("context", 4)}
      <TextField
        id="prompt-audience"
        label={t("promptGenerator.fields.audience")}
        hint={t("promptGenerator.fields.audienceHint")}
        value={fields.audience}
        maxLength={PROMPT_FIELD_MAX}
        onChange={(event) => set("audience", event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor="prompt-format">{t("promptGenerator.fields.format")}</Label>
          <OptionSelect
            id="prompt-format"
            label={t("promptGenerator.fields.format")}
            value={fields.format}
            options={PROMPT_FORMATS}
            optionLabel={(option) => content.formats[option].label}
            onChange={(option) => set("format", option)}
          />
        </div>
        <div>
          <Label htmlFor="prompt-tone">{t("promptGenerator.fields.tone")}</Label>
          <OptionSelect
            id="prompt-tone"
            label={t("promptGenerator.fields.tone")}
            value={fields.tone}
            options={PROMPT_TONES}
            optionLabel={(option) => content.tones[option].label}
            onChange={(option) => set("tone", option)}
          />
        </div>
        <div>
          <Label htmlFor="prompt-length">{t("promptGenerator.fields.length")}</Label>
          <OptionSelect
            id="prompt-length"
            label={t("promptGenerator.fields.length")}
            value={fields.length}
            options={PROMPT_LENGTHS}
            optionLabel={(option) => content.lengths[option].label}
            onChange={(option) => set("length", option)}
          />
        </div>
      </div>
      {area("examples", 3)}
    </div>
  );
}
