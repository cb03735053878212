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
}

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
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly load?: CatalogueLoader;

  constructor({ language, fallbackLanguage, catalogues = {}, load }: TranslatorSettings) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
    this.load = load;
    for (const [catalogueLanguage, namespaces] of Object.entries(catalogues)) {
      for (const [namespace, catalogue] of Object.entries(namespaces))
        this.catalogues.set(`${catalogueLanguage}/${namespace}`, catalogue);
    }
  }

  /** The same as `language`: every language is whole, none resolves to another. */
  get resolvedLanguage(): string {
    return this.language;
  }

  hasLoaded(namespace: string, language = this.language): boolean {
    return this.catalogues.has(`${language}/${namespace}`);
  }

  /** Resolves once every namespace is loaded in the current language (at once if they are). */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    for (const namespace of list) this.usedNamespaces.add(namespace);
    return Promise.all(list.map((namespace) => this.loadNamespace(namespace, language))).then(() => undefined);
  }

  /** Loads the namespaces in use in the new language, then switches, so no page shows keys in between. */
  async changeLanguage(language: string): Promise<void> {
    await this.loadNamespaces([...this.usedNamespaces], language);
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls the listener after each language change; returns the unsubscribe function. */
  on(_event: "languageChanged", listener: (language: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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

  private loadNamespace(namespace: string, language: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.catalogues.has(id)) return Promise.resolve();
    // Without a loader every catalogue was given: an absent one stays empty and shows keys.
    if (!this.load) {
      this.catalogues.set(id, {});
      return Promise.resolve();
    }
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(language, namespace).then(
        (catalogue) => void this.catalogues.set(id, catalogue),
        () => void this.catalogues.set(id, {}),
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  private find(language: string, namespace: string, path: string, count: number | undefined): unknown {
    const catalogue = this.catalogues.get(`${language}/${namespace}`);
    if (!catalogue) return undefined;
    if (typeof count === "number") {
      const form = new Intl.PluralRules(language).select(count);
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
