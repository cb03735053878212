import type { FastifyRequest } from "fastify";

/** Interface languages (docs/product.md, "Languages"), Spanish first and by default. */
export const PAGE_LANGUAGES = ["es", "ca", "en"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = "es";

/** The cookie the browser's language detector writes (web/lib/language-detector.ts). */
export const LANGUAGE_COOKIE = "i18next";
/** The query parameter of each language's own URL (`?lng=ca`), which the detector also reads. */
export const LANGUAGE_QUERY = "lng";

function toPageLanguage(value: string | undefined): PageLanguage | undefined {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0];
  return PAGE_LANGUAGES.find((language) => language === code);
}

/**
 * The language a page is rendered in: the URL's `?lng=` (a shared link opens in its language),
 * then the stored choice (cookie), then the browser's Accept-Language, then Spanish.
 */
export function pickPageLanguage(request: FastifyRequest): PageLanguage {
  return (
    toPageLanguage(readQueryLanguage(request.url)) ??
    toPageLanguage(readCookie(request.headers.cookie, LANGUAGE_COOKIE)) ??
    pickAcceptedLanguage(request.headers["accept-language"]) ??
    DEFAULT_PAGE_LANGUAGE
  );
}

/** The language the address itself names (`?lng=ca`), or Spanish for a bare path. */
export function addressLanguage(url: string): PageLanguage {
  return toPageLanguage(readQueryLanguage(url)) ?? DEFAULT_PAGE_LANGUAGE;
}

function readQueryLanguage(url: string): string | undefined {
  const query = url.indexOf("?");
  if (query < 0) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get(LANGUAGE_QUERY) ?? undefined;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(equals + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The supported language with the highest q in an Accept-Language header. */
export function pickAcceptedLanguage(header: string | undefined): PageLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((entry, index) => {
      const [tag, ...parameters] = entry.split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: toPageLanguage(tag), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language;
}

/** The URL path of a page in a language: Spanish has the bare path, the others `?lng=`. */
export function pathInLanguage(path: string, language: PageLanguage): string {
  return language === DEFAULT_PAGE_LANGUAGE ? path : `${path}?${LANGUAGE_QUERY}=${language}`;
}
