import { languageDetector } from "./language-detector";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { Translator, type Catalogue } from "./translation/translator";
import { setAppTranslator } from "./translation/use-translation";

/**
 * Each language and namespace is its own chunk, loaded when a page first needs it, so the
 * first page only downloads the strings it shows. Catalogues the server reads too live in i18n/;
 * of those the browser loads only the services texts (the e-mail ones must never reach it).
 */
const catalogues = import.meta.glob<{ default: Catalogue }>([
  "../locales/*/*.json",
  "../../i18n/locales/*/services.json",
]);

async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load =
    catalogues[`../locales/${language}/${namespace}.json`] ??
    catalogues[`../../i18n/locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
  return (await load()).default;
}

const SUPPORTED = new Set<string>(LANGUAGES.map((language) => language.code));
const detectedLanguage = languageDetector.detect().find((candidate) => SUPPORTED.has(candidate)) ?? DEFAULT_LANGUAGE;

export const i18n = new Translator({
  language: detectedLanguage,
  fallbackLanguage: DEFAULT_LANGUAGE,
  load: loadCatalogue,
});
setAppTranslator(i18n);

/** Resolves when the first page's common strings are in. */
export const i18nReady = i18n.loadNamespaces("common");

function followLanguage(language: string) {
  languageDetector.cacheUserLanguage(language);
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
}

i18n.on("languageChanged", followLanguage);
followLanguage(i18n.language);
