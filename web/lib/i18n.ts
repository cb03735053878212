import i18n, { type BackendModule, type ReadCallback } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, LANGUAGES } from "./languages";

/**
 * Each language and namespace is its own chunk, loaded when a page first needs it, so the
 * first page only downloads the strings it shows.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

const lazyCatalogues: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES.map((language) => language.code),
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ["common"],
    defaultNS: "common",
    detection: {
      // Spec section 1: the language's own URL, the stored choice, then the browser language;
      // the result is kept in local storage and in a cookie, so the server renders in it too.
      order: ["querystring", "cookie", "localStorage", "navigator"],
      lookupQuerystring: LANGUAGE_QUERY,
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ["localStorage", "cookie"],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: "/", sameSite: "lax" },
      convertDetectedLanguage: (language: string) => language.split("-")[0] ?? language,
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

function followLanguage(language: string) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language.split("-")[0] ?? DEFAULT_LANGUAGE;
}

i18n.on("languageChanged", followLanguage);
if (i18n.language) followLanguage(i18n.language);

export { i18n };
