import type { TPublicAssistant } from "../../../../contracts/assistants";

/** The assistant's name and descriptions in the interface language (Spanish when untranslated). */
export function localizeAssistant(assistant: TPublicAssistant, language: string) {
  const code = language.split("-")[0];
  const translation = code === "ca" || code === "en" ? assistant.translations[code] : undefined;
  return {
    name: translation?.name || assistant.name,
    shortDescription: translation?.shortDescription || assistant.shortDescription,
    longDescription: translation?.longDescription || assistant.longDescription,
  };
}
