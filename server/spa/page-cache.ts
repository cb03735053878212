import { PUBLIC_PAGES_CACHE } from "../cache/namespaces";
import { compressHtml, type HtmlEncoding } from "./compress";
import type { RenderedPage } from "./render";

/** Query keys (their first part) whose data the blog's and comments' writes invalidate. */
const BLOG_QUERY_ROOTS = new Set(["blog", "comments"]);
/** Query keys (their first part) whose data only a restart changes: they keep no page from a cache. */
const CONFIGURATION_QUERY_ROOTS = new Set(["configuration"]);

/** A rendered page as sent: the HTML and, made once on first demand, its compressed bytes. */
export interface CachedPage {
  html: string;
  encoded: Partial<Record<HtmlEncoding, Buffer>>;
}

/** The HTML (up to two bytes a character in memory) and room for its compressed copies. */
export function weighPage(page: CachedPage): number {
  return page.html.length * 3;
}

export function encodePage(page: CachedPage, encoding: HtmlEncoding): Buffer {
  return (page.encoded[encoding] ??= compressHtml(page.html, encoding));
}

/**
 * Where a rendered page may be kept: with the blog's pages when its data is only the blog's, with
 * the static ones when it has none; a page with other data is rendered each time (no write of
 * another domain would invalidate it).
 */
export function choosePageCache(page: RenderedPage): string | undefined {
  const queries = ((page.queryState as { queries?: { queryKey?: unknown[] }[] } | undefined)?.queries ?? []).filter(
    (query) => !CONFIGURATION_QUERY_ROOTS.has(String(query.queryKey?.[0])),
  );
  if (queries.length === 0) return PUBLIC_PAGES_CACHE.static;
  const isBlogOnly = queries.every((query) => BLOG_QUERY_ROOTS.has(String(query.queryKey?.[0])));
  return isBlogOnly ? PUBLIC_PAGES_CACHE.blog : undefined;
}
