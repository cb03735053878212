import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from "./render-markdown";

/** The columns a Markdown body's rendering is stored in, beside its source. */
export interface StoredHtml {
  contentHtml: string;
  contentHtmlKey: string;
}

/**
 * What stored HTML depends on besides its source: the renderer and the site origin (which links
 * are external). A row whose key differs from this one is rendered again at start-up.
 */
export function currentHtmlKey(siteOrigin: string): string {
  return `${MARKDOWN_RENDERER_VERSION} ${siteOrigin}`;
}

/** A body rendered once, when saved, so readers receive HTML and no Markdown pipeline. */
export function renderForStorage(markdown: string, siteOrigin: string): StoredHtml {
  return { contentHtml: renderMarkdown(markdown, siteOrigin), contentHtmlKey: currentHtmlKey(siteOrigin) };
}

/** The stored HTML, or a fresh rendering for a row written behind the services' back. */
export function storedOrRenderedHtml(row: { content: string; contentHtml: string | null }, siteOrigin: string): string {
  return row.contentHtml ?? renderMarkdown(row.content, siteOrigin);
}
