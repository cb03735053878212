/** Interface languages (spec section 1): code, display name, flag emoji. */
export const LANGUAGES = [
  { code: "es", name: "Español", flag: "🇪🇸" },
  { code: "ca", name: "Català", flag: "🏴󠁥󠁳󠁣󠁴󠁿" },
  { code: "en", name: "English", flag: "🇬🇧" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "es";

/** The local-storage key that keeps the chosen language (i18next's detector default). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}
