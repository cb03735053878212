import i18n, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { languageDetector } from "./language-detector";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

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
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES.map((language) => language.code),
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ["common"],
    defaultNS: "common",
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
