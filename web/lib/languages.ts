/** Interface languages (docs/product.md, "Languages"): code, display name, flag emoji. */
export const LANGUAGES = [
  { code: "es", name: "Español", flag: "🇪🇸" },
  { code: "ca", name: "Català", flag: "🏴󠁥󠁳󠁣󠁴󠁿" },
  { code: "en", name: "English", flag: "🇬🇧" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "es";

/** The local-storage key that keeps the chosen language (i18next's detector default). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/** The cookie that keeps the same choice for the server, which renders pages in it (server/spa/language.ts). */
export const LANGUAGE_COOKIE = "i18next";

/** The query parameter of each language's own URL (`/blog?lng=ca`). */
export const LANGUAGE_QUERY = "lng";

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}
