import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { Namespace } from "./catalogues";
import type { TFunction } from "./t-function";
import type { TranslateOptions, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);
let appTranslator: Translator | null = null;

/** The translator components use when no provider wraps them: the browser app's (web/lib/i18n.ts). */
export function setAppTranslator(translator: Translator) {
  appTranslator = translator;
}

/** Gives a tree its own translator: one per server render, or a test's. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * The strings of one or more namespaces, typed from the Spanish catalogues (catalogues.ts).
 * Suspends until they are loaded in the current language, and renders again when it changes.
 * Keys without a `namespace:` prefix are read from the first namespace.
 */
export function useTranslation<const N extends Namespace = "common">(namespaces?: N) {
  const translator = useContext(TranslatorContext) ?? appTranslator;
  if (!translator)
    throw new Error("No translator: web/lib/i18n.ts sets the app's, or wrap the tree in TranslatorProvider");
  const revision = useSyncExternalStore(
    (onChange) => {
      const stopLanguage = translator.on("languageChanged", onChange);
      const stopCatalogues = translator.on("catalogueLoaded", onChange);
      return () => {
        stopLanguage();
        stopCatalogues();
      };
    },
    () => translator.revision,
    () => translator.revision,
  );
  const language = translator.language;
  const list: readonly string[] =
    namespaces === undefined ? ["common"] : typeof namespaces === "string" ? [namespaces] : namespaces;
  for (const namespace of list) translator.usedNamespaces.add(namespace);
  const missing = list.filter((namespace) => !translator.hasLoaded(namespace, language));
  // Suspense: the thrown promise holds the render until the catalogues are in, as react-i18next did.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (missing.length > 0) throw translator.loadNamespaces(missing, language);
  const defaultNamespace = list[0] ?? "common";
  const translate = useCallback(
    (key: string, options?: TranslateOptions) => translator.t(key, options, defaultNamespace),
    // `revision` is a dependency so that components memoizing on `t` follow a language change
    // and a catalogue that came in late.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translator, defaultNamespace, revision],
  );
  return { t: translate as unknown as TFunction<N>, i18n: translator, ready: true };
}
