import es from "../../i18n/locales/es/services.json";
import { PUBLIC_PATHS } from "../../contracts/routes";
import { findService, servicePath } from "../../contracts/services";
import type { AppContext } from "../context";
import { SITE_NAME } from "../core/site";
import { toScriptJson } from "../core/escape";
import { type PageMeta, type PageMetaResolver } from "../core/page-meta";
import { escapeHtml } from "../core/escape";

type ServiceTexts = (typeof es.items)[keyof typeof es.items];

/** The Spanish texts of a service (the pages' server-rendered meta is in Spanish, like the blog's). */
export function findServiceTexts(slug: string): ServiceTexts | undefined {
  const items: Record<string, ServiceTexts> = es.items;
  return findService(slug) ? items[slug] : undefined;
}

/**
 * Server-rendered meta for /servicios and /servicios/{slug}: title, description,
 * canonical and JSON-LD Service. An unknown slug is a 404 with the 404 page.
 */
export function createServicePageMeta(context: AppContext): PageMetaResolver {
  const origin = context.siteOrigin;
  return async (rawPathname) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
    if (pathname === PUBLIC_PATHS.services) {
      return {
        title: `${es.list.title} · ${SITE_NAME}`,
        description: es.list.metaDescription,
        canonicalPath: pathname,
      };
    }
    const slug = /^\/servicios\/([^/]+)$/.exec(pathname)?.[1];
    if (slug === undefined) return undefined;
    const texts = findServiceTexts(slug);
    if (!texts) return { title: `Página no encontrada · ${SITE_NAME}`, status: 404 };
    const path = servicePath(slug);
    const jsonLd = {
      "@context": "https://schema.org",
      "@type": "Service",
      name: texts.title,
      description: texts.summary,
      provider: { "@type": "Organization", name: SITE_NAME },
      url: `${origin}${path}`,
    };
    const meta: PageMeta = {
      title: `${texts.title} · ${es.list.title} · ${SITE_NAME}`,
      description: texts.summary,
      canonicalPath: path,
      extraHead: [
        `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
        `<script type="application/ld+json">${toScriptJson(jsonLd)}</script>`,
      ].join("\n    "),
    };
    return meta;
  };
}
