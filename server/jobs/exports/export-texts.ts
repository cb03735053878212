import type { Language } from "../../../contracts/auth";
import ca from "../../../i18n/locales/ca/service-exports.json";
import en from "../../../i18n/locales/en/service-exports.json";
import es from "../../../i18n/locales/es/service-exports.json";

export type ExportTexts = typeof es;

const TEXTS: Record<Language, ExportTexts> = { es, ca, en };

/** The headings and labels of exported files, in the language the user reads the site in. */
export function exportTexts(language: Language): ExportTexts {
  return TEXTS[language];
}
