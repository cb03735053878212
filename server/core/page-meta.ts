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
