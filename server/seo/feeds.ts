import { PUBLIC_PATHS } from "../../contracts/routes";
import { BLOG_DESCRIPTION } from "../blog/page-meta";
import { SITE_NAME } from "../core/site";
import { escapeXml } from "../core/escape";

interface FeedPost {
  title: string;
  slug: string;
  excerpt: string;
  /** The body as the post page shows it: rendered and sanitized when saved (server/markdown). */
  contentHtml: string;
  publishedAt: Date | null;
  categoryName: string | null;
}

/** RSS 2.0 of the latest posts, with the full body as the stored sanitized HTML. */
export function buildRss(origin: string, posts: FeedPost[]): string {
  const items = posts.map((post) => {
    const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${(post.publishedAt ?? new Date(0)).toUTCString()}</pubDate>`,
      ...(post.categoryName ? [`      <category>${escapeXml(post.categoryName)}</category>`] : []),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(post.contentHtml)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`Blog · ${SITE_NAME}`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    "    <language>es</language>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Pages a crawler should not list: sign-in flows, the account and the admin gate. */
const UNLISTED = new Set<string>([
  PUBLIC_PATHS.login,
  PUBLIC_PATHS.resetPassword,
  PUBLIC_PATHS.adminAuth,
  PUBLIC_PATHS.account,
  PUBLIC_PATHS.subscriptionSuccess,
]);

export function listStaticPublicPaths(): string[] {
  return Object.values(PUBLIC_PATHS).filter((path) => !path.includes(":") && !UNLISTED.has(path));
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export function buildSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /api/",
    "Disallow: /cuenta",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
