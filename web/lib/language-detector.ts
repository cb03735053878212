import { LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY } from "./languages";

const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * docs/product.md, "Languages": the language's own URL (`?lng=ca`), the stored choice (cookie, then local
 * storage), then the browser's languages. web/lib/i18n.ts takes the first candidate it supports
 * and hands it back to be kept in local storage and in a cookie, so the server renders pages in
 * it too (server/spa/language.ts). The key and cookie names are those i18next's detector used,
 * so choices made before keep working.
 */
export const languageDetector = {
  detect: (): string[] =>
    [
      new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
      readCookie(LANGUAGE_COOKIE),
      readStoredLanguage(),
      ...navigator.languages,
    ]
      .filter((candidate): candidate is string => Boolean(candidate))
      .map(toBaseLanguage),
  cacheUserLanguage: (language: string) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the cookie still keeps the choice.
    }
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
  },
};

/** `ca-ES` → `ca`: the interface languages have no regional variants. */
function toBaseLanguage(language: string): string {
  return language.split("-")[0] ?? language;
}

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
