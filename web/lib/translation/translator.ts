import { pluralRulesOf } from "../intl-formats";

/** One namespace's strings in one language: `web/locales/<language>/<namespace>.json`. */
export type Catalogue = Record<string, unknown>;
export type CatalogueLoader = (language: string, namespace: string) => Promise<Catalogue>;

export interface TranslateOptions {
  /** The namespace to read; a `namespace:` prefix on the key does the same. */
  ns?: string;
  /** Picks the plural form (`key_one`, `key_other`) and fills `{{count}}`. */
  count?: number;
  /** Returns the object or list found at the key instead of a string. */
  returnObjects?: boolean;
  [variable: string]: unknown;
}

interface TranslatorSettings {
  language: string;
  fallbackLanguage: string;
  /** Catalogues already in memory (the server and tests hold every one). */
  catalogues?: Record<string, Record<string, Catalogue>>;
  /** Fetches a catalogue the first time a page needs it (the browser loads them as chunks). */
  load?: CatalogueLoader;
  /** Waits before trying a failed catalogue again, one per retry; after the last, the next ask retries. */
  retryDelays?: readonly number[];
}

type TranslatorEvent = "languageChanged" | "catalogueLoaded";

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const DEFAULT_NAMESPACE = "common";

/**
 * The app's strings: the catalogues of the current language, loaded per namespace when a page
 * first asks, plurals by the language's rules and `{{variable}}` placeholders — the part of
 * i18next the app uses, in a fraction of its size on the first load (docs/decisions.md).
 */
export class Translator {
  language: string;
  readonly fallbackLanguage: string;
  /** Namespaces a render asked for: the server sends them with the page for the browser to load first. */
  readonly usedNamespaces = new Set<string>([DEFAULT_NAMESPACE]);
  /** Grows on every change a render must follow: a new language, a catalogue that came in late. */
  revision = 0;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Catalogues whose last load failed, with how many retries were made since the last ask. */
  private readonly failed = new Map<string, number>();
  private readonly listeners = new Map<TranslatorEvent, Set<(language: string) => void>>();
  private readonly load?: CatalogueLoader;
  private readonly retryDelays: readonly number[];
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private languageRequest = 0;

  constructor({
    language,
    fallbackLanguage,
    catalogues = {},
    load,
    retryDelays = [2_000, 10_000, 30_000],
  }: TranslatorSettings) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
    this.load = load;
    this.retryDelays = retryDelays;
    for (const [catalogueLanguage, namespaces] of Object.entries(catalogues)) {
      for (const [namespace, catalogue] of Object.entries(namespaces))
        this.catalogues.set(`${catalogueLanguage}/${namespace}`, catalogue);
    }
  }

  /** The same as `language`: every language is whole, none resolves to another. */
  get resolvedLanguage(): string {
    return this.language;
  }

  /**
   * Whether a render may go on: the namespace is in memory in the language and in the fallback
   * language (the server renders the fallback's string for a key the language lacks, so the
   * browser must have it before it hydrates), or its load failed and is being retried.
   */
  hasLoaded(namespace: string, language = this.language): boolean {
    return this.languagesOf(language).every((each) => {
      const id = `${each}/${namespace}`;
      return this.catalogues.has(id) || this.failed.has(id);
    });
  }

  /**
   * Resolves once every namespace is loaded in the language and the fallback language (at once
   * if they are). A catalogue that failed before is tried again now.
   */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    for (const namespace of list) this.usedNamespaces.add(namespace);
    const loads = list.flatMap((namespace) =>
      this.languagesOf(language).map((each) => this.loadNamespace(namespace, each)),
    );
    return Promise.all(loads).then(() => undefined);
  }

  /**
   * Loads the namespaces in use in the new language, then switches, so no page shows keys in
   * between. Of two quick changes the last one wins, whichever language loads first.
   */
  async changeLanguage(language: string): Promise<void> {
    const request = ++this.languageRequest;
    await this.loadNamespaces([...this.usedNamespaces], language);
    if (request !== this.languageRequest || language === this.language) return;
    this.language = language;
    this.emit("languageChanged", language);
  }

  /** Calls the listener after each language change, or when a retried catalogue came in; returns the unsubscribe function. */
  on(event: TranslatorEvent, listener: (language: string) => void): () => void {
    const listeners = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** The string at `key` (`namespace:key.path` or `options.ns`), the key itself when missing. */
  t(key: string, options: TranslateOptions = {}, defaultNamespace = DEFAULT_NAMESPACE): string {
    const separator = key.indexOf(":");
    const namespace = separator > 0 ? key.slice(0, separator) : (options.ns ?? defaultNamespace);
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const found =
      this.find(this.language, namespace, path, options.count) ??
      this.find(this.fallbackLanguage, namespace, path, options.count);
    if (found === undefined) return path;
    if (typeof found !== "string") return options.returnObjects ? (found as string) : path;
    return fillPlaceholders(found, options);
  }

  private languagesOf(language: string): string[] {
    return language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
  }

  private emit(event: TranslatorEvent, language: string) {
    this.revision++;
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  private loadNamespace(namespace: string, language: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.catalogues.has(id)) return Promise.resolve();
    // Without a loader every catalogue was given: an absent one stays empty and shows keys.
    if (!this.load) {
      this.catalogues.set(id, {});
      return Promise.resolve();
    }
    // Asked again after failing: a fresh series of retries.
    if (this.failed.has(id)) this.failed.set(id, 0);
    return this.loading.get(id) ?? this.attempt(id, namespace, language);
  }

  /**
   * One try. A failure settles the wait (the page renders, with the fallback's strings or keys,
   * rather than hanging) and schedules the next try; a later success renders again.
   */
  private attempt(id: string, namespace: string, language: string): Promise<void> {
    const load = this.load;
    if (!load) return Promise.resolve();
    clearTimeout(this.retryTimers.get(id));
    this.retryTimers.delete(id);
    const pending = load(language, namespace).then(
      (catalogue) => {
        this.loading.delete(id);
        this.catalogues.set(id, catalogue);
        if (this.failed.delete(id)) this.emit("catalogueLoaded", this.language);
      },
      () => {
        this.loading.delete(id);
        const retries = this.failed.get(id) ?? 0;
        this.failed.set(id, retries + 1);
        const delay = this.retryDelays[retries];
        if (delay === undefined) return;
        this.retryTimers.set(
          id,
          setTimeout(() => void this.attempt(id, namespace, language), delay),
        );
      },
    );
    this.loading.set(id, pending);
    return pending;
  }

  private find(language: string, namespace: string, path: string, count: number | undefined): unknown {
    const catalogue = this.catalogues.get(`${language}/${namespace}`);
    if (!catalogue) return undefined;
    if (typeof count === "number") {
      const form = pluralRulesOf(language).select(count);
      const plural = readPath(catalogue, `${path}_${form}`) ?? readPath(catalogue, `${path}_other`);
      if (plural !== undefined) return plural;
    }
    return readPath(catalogue, path);
  }
}

function readPath(catalogue: Catalogue, path: string): unknown {
  let value: unknown = catalogue;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `{{name}}` → the option's value; a placeholder without a value stays as written. */
function fillPlaceholders(text: string, variables: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = readPath(variables, name);
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    return placeholder;
  });
}
