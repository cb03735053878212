import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import {
  ASSISTANT_CATEGORIES,
  ASSISTANT_ICONS,
  ASSISTANT_TIERS,
  ZAssistantInputSchema,
  type TAdminAssistant,
  type TAssistantInput,
} from "../../../../contracts/assistants";
import { slugify } from "../../../../contracts/blog";
import { TierSelect } from "../../../lib/tier-select";
import { PublishedField, SortOrderField } from "../../../ui/admin-form-fields";
import { FormDialog } from "../../../ui/form-dialog";
import { FormField, Input, Textarea } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { listFromLines } from "../../../lib/admin-resource/lines";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { useSaveAssistant } from "../api/admin-assistants";

const EMPTY: TAssistantInput = {
  name: "",
  slug: "",
  icon: "sparkles",
  shortDescription: "",
  longDescription: "",
  category: "productivity",
  requiredTier: "premium",
  systemPrompt: "",
  model: null,
  temperature: 0.7,
  examplePrompts: [],
  translations: {},
  published: false,
  sortOrder: 100,
};

/** The create/edit form of an assistant, in a dialog; the server validates again. */
export function AssistantFormDialog({ assistant, onClose }: { assistant?: TAdminAssistant; onClose: () => void }) {
  const { t } = useTranslation(["admin-assistants", "assistants"]);
  // The example prompts are typed one per line.
  const [examples, setExamples] = useState(() => (assistant?.examplePrompts ?? []).join("\n"));
  const { draft, set, setDraft, dialog } = useAdminForm({
    initial: (): TAssistantInput => (assistant ? toInput(assistant) : EMPTY),
    toInput: (current) => ({
      ...current,
      slug: current.slug || slugify(current.name),
      examplePrompts: listFromLines(examples),
    }),
    schema: ZAssistantInputSchema,
    mutation: useSaveAssistant(),
    toVariables: (input) => ({ id: assistant?.id, input }),
    messages: { invalid: t("form.invalid"), saved: t("form.saved"), slugTaken: t("form.slugTaken") },
    onClose,
  });
  const setTranslation = (
    language: "ca" | "en",
    field: "name" | "shortDescription" | "longDescription",
    value: string,
  ) =>
    setDraft((current) => {
      const previous = current.translations[language] ?? { name: "", shortDescription: "", longDescription: "" };
      return { ...current, translations: { ...current.translations, [language]: { ...previous, [field]: value } } };
    });

  return (
    <FormDialog
      title={assistant ? t("form.editTitle") : t("form.createTitle")}
      className="max-w-3xl"
      labels={{ cancel: t("form.cancel"), save: t("form.save") }}
      {...dialog}
    >
      <FormField id="assistant-name" label={t("form.name")}>
        <Input
          id="assistant-name"
          value={draft.name}
          maxLength={80}
          onChange={(event) => set("name", event.target.value)}
        />
      </FormField>
      <FormField id="assistant-slug" label={t("form.slug")}>
        <Input
          id="assistant-slug"
          value={draft.slug}
          maxLength={80}
          placeholder={slugify(draft.name)}
          onChange={(event) => set("slug", event.target.value)}
        />
      </FormField>
      <SelectField
        id="assistant-icon"
        label={t("form.icon")}
        value={draft.icon}
        options={ASSISTANT_ICONS}
        optionLabel={(icon) => icon}
        onChange={(icon) => set("icon", icon)}
      />
      <SelectField
        id="assistant-category"
        label={t("form.category")}
        value={draft.category}
        options={ASSISTANT_CATEGORIES}
        optionLabel={(category) => t(`categories.${category}`, { ns: "assistants" })}
        onChange={(category) => set("category", category)}
      />
      <TierSelect
        id="assistant-tier"
        label={t("form.requiredTier")}
        value={draft.requiredTier}
        options={ASSISTANT_TIERS}
        onChange={(tier) => set("requiredTier", tier)}
      />
      <FormField id="assistant-model" label={t("form.model")}>
        <Input
          id="assistant-model"
          value={draft.model ?? ""}
          onChange={(event) => set("model", event.target.value || null)}
        />
      </FormField>
      <FormField id="assistant-temperature" label={t("form.temperature")}>
        <Input
          id="assistant-temperature"
          type="number"
          min={0}
          max={2}
          step={0.1}
          value={draft.temperature}
          onChange={(event) => set("temperature", Number(event.target.value))}
        />
      </FormField>
      <SortOrderField
        id="assistant-order"
        label={t("form.sortOrder")}
        value={draft.sortOrder}
        onChange={(sortOrder) => set("sortOrder", sortOrder)}
      />
      <FormField id="assistant-short" label={t("form.shortDescription")} wide>
        <Input
          id="assistant-short"
          value={draft.shortDescription}
          maxLength={200}
          onChange={(event) => set("shortDescription", event.target.value)}
        />
      </FormField>
      <FormField id="assistant-long" label={t("form.longDescription")} wide>
        <Textarea
          id="assistant-long"
          value={draft.longDescription}
          onChange={(event) => set("longDescription", event.target.value)}
        />
      </FormField>
      <FormField id="assistant-prompt" label={t("form.systemPrompt")} wide>
        <Textarea
          id="assistant-prompt"
          className="min-h-48 font-mono"
          value={draft.systemPrompt}
          onChange={(event) => set("systemPrompt", event.target.value)}
        />
      </FormField>
      <FormField id="assistant-examples" label={t("form.examplePrompts")} wide>
        <Textarea id="assistant-examples" value={examples} onChange={(event) => setExamples(event.target.value)} />
      </FormField>
      {(["ca", "en"] as const).map((language) => (
        <fieldset key={language} className="space-y-2 rounded-lg border border-border p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">
            {language === "ca" ? t("form.translationsCa") : t("form.translationsEn")}
          </legend>
          <Input
            aria-label={`${t("form.name")} (${language})`}
            value={draft.translations[language]?.name ?? ""}
            onChange={(event) => setTranslation(language, "name", event.target.value)}
          />
          <Input
            aria-label={`${t("form.shortDescription")} (${language})`}
            value={draft.translations[language]?.shortDescription ?? ""}
            onChange={(event) => setTranslation(language, "shortDescription", event.target.value)}
          />
          <Textarea
            aria-label={`${t("form.longDescription")} (${language})`}
            className="min-h-20"
            value={draft.translations[language]?.longDescription ?? ""}
            onChange={(event) => setTranslation(language, "longDescription", event.target.value)}
          />
        </fieldset>
      ))}
      <PublishedField
        label={t("form.published")}
        checked={draft.published}
        onChange={(published) => set("published", published)}
      />
    </FormDialog>
  );
}

function toInput(assistant: TAdminAssistant): TAssistantInput {
  const { id: _id, updatedAt: _updatedAt, ...input } = assistant;
  return input;
}
