import { escapeHtml } from "../core/escape";
import type { PageMeta } from "../core/page-meta";
import { DEFAULT_PAGE_LANGUAGE, PAGE_LANGUAGES, pathInLanguage, type PageLanguage } from "./language";

/**
 * Replaces the default <title> and description of the built index.html with the page's own, and
 * sets the page's language: `<html lang>`, a canonical URL and one hreflang alternate per
 * language (each its own URL: `?lng=ca`, `?lng=en`; Spanish the bare path). The canonical is the
 * address asked for: a bare path rendered in English for an English browser stays canonical, as
 * the negotiated (x-default) address, instead of pointing at another language's URL.
 */
export function injectPageMeta(
  html: string,
  meta: PageMeta,
  origin: string,
  language: PageLanguage = DEFAULT_PAGE_LANGUAGE,
  addressLanguage: PageLanguage = language,
): string {
  const title = escapeHtml(meta.title);
  const tags = [`<title>${title}</title>`, `<meta property="og:title" content="${title}" />`];
  if (meta.description) {
    const description = escapeHtml(meta.description);
    tags.push(
      `<meta name="description" content="${description}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta name="twitter:description" content="${description}" />`,
    );
  }
  tags.push(
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${title}" />`,
  );
  if (meta.canonicalPath) {
    const url = escapeHtml(new URL(pathInLanguage(meta.canonicalPath, addressLanguage), origin).toString());
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
    tags.push(...languageAlternates(origin, meta.canonicalPath));
  }
  if (meta.image) {
    const image = escapeHtml(new URL(meta.image, origin).toString());
    tags.push(`<meta property="og:image" content="${image}" />`, `<meta name="twitter:image" content="${image}" />`);
  }
  if (meta.extraHead) tags.push(meta.extraHead);
  const head = `${tags.join("\n    ")}\n  </head>`;
  // Replacer functions: "$&", "$'"... in a title must stay text, not replacement patterns.
  return html
    .replace(/<html[^>]*>/, () => `<html lang="${language}" data-language="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => "")
    .replace(DEFAULT_DESCRIPTION_TAG, () => "")
    .replace("</head>", () => head);
}

/** The built index.html's description tag, however Prettier wrapped its attributes. */
export const DEFAULT_DESCRIPTION_TAG = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

function languageAlternates(origin: string, path: string): string[] {
  const href = (language: PageLanguage) => escapeHtml(new URL(pathInLanguage(path, language), origin).toString());
  return [
    ...PAGE_LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_PAGE_LANGUAGE)}" />`,
  ];
}
