import type { TCategory } from "../../contracts/blog";
import { findPublicCategory, findPublicPost, type PublicPost } from "./service";
import type { AppContext } from "../context";
import type { PageMeta, PageMetaResolver } from "../core/page-meta";
import { escapeHtml } from "../core/escape";
import { toScriptJson } from "../core/escape";
import { SITE_NAME } from "../core/site";
import { toPlainText } from "../markdown/plain-text";

export const BLOG_DESCRIPTION = "Artículos sobre inteligencia artificial para profesionales.";

const escapeAttribute = escapeHtml;
const NOT_FOUND: PageMeta = { title: `Página no encontrada · ${SITE_NAME}`, status: 404 };

/**
 * Server-rendered meta for blog pages: title, description, canonical, Open Graph and
 * Twitter (by injectPageMeta), hreflang alternates and JSON-LD BlogPosting. Unknown or
 * unpublished posts and unknown categories answer 404.
 */
export function createBlogPageMeta(context: AppContext): PageMetaResolver {
  const origin = context.siteOrigin;
  return async (rawPathname) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
    if (pathname === "/blog") {
      return { title: `Blog · ${SITE_NAME}`, description: BLOG_DESCRIPTION, canonicalPath: "/blog" };
    }
    const category = /^\/blog\/categoria\/([^/]+)$/.exec(pathname)?.[1];
    if (category !== undefined) {
      const found = await findPublicCategory(context, category);
      return found ? categoryMeta(origin, found) : NOT_FOUND;
    }
    const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
    if (slug === undefined) return undefined;
    const post = await findPublicPost(context, slug);
    return post ? postMeta(origin, post) : NOT_FOUND;
  };
}

function categoryMeta(origin: string, category: TCategory): PageMeta {
  const path = `/blog/categoria/${encodeURIComponent(category.slug)}`;
  return {
    title: `${category.name} · Blog · ${SITE_NAME}`,
    description: category.description ?? `${BLOG_DESCRIPTION} ${category.name}.`,
    canonicalPath: path,
  };
}

function postMeta(origin: string, post: PublicPost): PageMeta {
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const description = post.excerpt || toPlainText(post.content);
  const cover = post.coverImageUrl?.replace(/\$/g, "%24");
  const image = cover ? absolute(origin, cover) : undefined;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: "es",
    url: `${origin}${path}`,
    mainEntityOfPage: `${origin}${path}`,
    ...(image ? { image } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
    timeRequired: `PT${post.readTime}M`,
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
  const extraHead = [
    `<meta property="article:published_time" content="${escapeAttribute(post.publishedAt)}" />`,
    `<meta property="article:modified_time" content="${escapeAttribute(post.updatedAt)}" />`,
    ...(post.category ? [`<meta property="article:section" content="${escapeAttribute(post.category.name)}" />`] : []),
    `<meta property="og:site_name" content="${escapeAttribute(SITE_NAME)}" />`,
    `<script type="application/ld+json">${toScriptJson(jsonLd)}</script>`,
  ];
  return {
    title: `${post.title} · ${SITE_NAME}`,
    description: description,
    canonicalPath: path,
    image: cover,
    type: "article",
    extraHead: extraHead.join("\n    "),
  };
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) || !origin ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}
