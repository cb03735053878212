import { PUBLIC_PATHS } from "../../contracts/routes";
import type { TSoftwareProduct } from "../../contracts/software";
import type { AppContext } from "../context";
import { SITE_NAME } from "../core/site";
import { toScriptJson } from "../core/escape";
import { toPlainText } from "../markdown/plain-text";
import { type PageMeta, type PageMetaResolver } from "../core/page-meta";
import { escapeHtml } from "../core/escape";
import { findPublicSoftware } from "./service";

const LIST_DESCRIPTION = "Software para profesionales y equipos: herramientas con IA listas para trabajar.";
const DESCRIPTION_MAX = 200;

/**
 * Server-rendered meta for /software and /software/{slug}, like blog posts: title,
 * description, canonical, Open Graph and JSON-LD. An unknown or unpublished slug is a 404.
 */
export function createSoftwarePageMeta(context: AppContext): PageMetaResolver {
  const origin = context.siteOrigin;
  return async (rawPathname) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
    if (pathname === PUBLIC_PATHS.softwareList) {
      return { title: `Software · ${SITE_NAME}`, description: LIST_DESCRIPTION, canonicalPath: pathname };
    }
    const slug = /^\/software\/([^/]+)$/.exec(pathname)?.[1];
    if (slug === undefined) return undefined;
    const product = await findPublicSoftware(context, slug);
    if (!product) return { title: `Página no encontrada · ${SITE_NAME}`, status: 404 };
    return productMeta(origin, product);
  };
}

function productMeta(origin: string, product: TSoftwareProduct): PageMeta {
  const path = `/software/${encodeURIComponent(product.slug)}`;
  const description = (product.tagline || toPlainText(product.description)).slice(0, DESCRIPTION_MAX);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: product.name,
    description,
    applicationCategory: "BusinessApplication",
    url: `${origin}${path}`,
    ...(product.cover ? { screenshot: `${origin}${product.cover.url}` } : {}),
  };
  return {
    title: `${product.name} · Software · ${SITE_NAME}`,
    description,
    canonicalPath: path,
    image: product.cover?.url,
    extraHead: [
      `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
      `<script type="application/ld+json">${toScriptJson(jsonLd)}</script>`,
    ].join("\n    "),
  };
}
