/** Tags injected into index.html for crawlers and link previews (blog posts, courses...). */
export interface PageMeta {
  title: string;
  description?: string;
  canonicalPath?: string;
  image?: string;
  type?: "website" | "article";
  /** Extra head markup, already escaped (JSON-LD, hreflang alternates...). */
  extraHead?: string;
  /** Answer this status instead of 200 (an unknown blog slug is a 404). */
  status?: number;
}

/** Returns meta for the paths it knows, or undefined to let the next resolver try. */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | undefined>;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Replaces the default <title> and description of the built index.html with the page's own. */
export function injectPageMeta(html: string, meta: PageMeta, origin: string): string {
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
    const url = escapeHtml(new URL(meta.canonicalPath, origin).toString());
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  if (meta.image) {
    const image = escapeHtml(new URL(meta.image, origin).toString());
    tags.push(`<meta property="og:image" content="${image}" />`, `<meta name="twitter:image" content="${image}" />`);
  }
  if (meta.extraHead) tags.push(meta.extraHead);
  const head = `${tags.join("\n    ")}\n  </head>`;
  // Replacer functions: "$&", "$'"... in a title must stay text, not replacement patterns.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => "")
    .replace(/<meta name="description"[^>]*>/, () => "")
    .replace("</head>", () => head);
}
