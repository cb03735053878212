/**
 * Intl formatters, made once per language and options. Creating one loads the language's locale
 * data and costs milliseconds (the first Intl.DateTimeFormat of a page took ~57 ms at Lighthouse's
 * 4× CPU slowdown, and every post card made its own); formatting with one costs microseconds.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );
}

export function pluralRulesOf(language: string): Intl.PluralRules {
  return cached(pluralRules, language, () => new Intl.PluralRules(language));
}
