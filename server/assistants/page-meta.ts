import { PUBLIC_PATHS } from "../../contracts/routes";
import type { AppContext } from "../context";
import { toScriptJson } from "../core/escape";
import { SITE_NAME } from "../core/site";
import { type PageMeta, type PageMetaResolver } from "../core/page-meta";
import { escapeHtml } from "../core/escape";
import { findPortfolioAssistant } from "./service";

const PORTFOLIO_DESCRIPTION =
  "Asistentes de IA especializados para profesionales: redacción jurídica, marketing, análisis de datos, recursos humanos, formación y estrategia.";
const TIER_NAMES: Record<string, string> = {
  free: "Gratis",
  basic: "Básico",
  premium: "Premium",
  enterprise: "Empresa",
};

/**
 * Server-rendered meta for the public assistant pages, like blog posts: title,
 * description, canonical, Open Graph and JSON-LD. An unknown or unpublished slug is a 404.
 */
export function createAssistantPageMeta(context: AppContext): PageMetaResolver {
  const origin = context.config.PUBLIC_URL?.replace(/\/+$/, "") ?? "";
  return async (rawPathname) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
    if (pathname === PUBLIC_PATHS.assistantsPortfolio) {
      return { title: `Asistentes de IA · ${SITE_NAME}`, description: PORTFOLIO_DESCRIPTION, canonicalPath: pathname };
    }
    const slug = /^\/asistente\/([^/]+)$/.exec(pathname)?.[1];
    if (slug === undefined) return undefined;
    const assistant = await findPortfolioAssistant(context, slug);
    if (!assistant) return { title: `Página no encontrada · ${SITE_NAME}`, status: 404 };
    const path = `/asistente/${encodeURIComponent(assistant.slug)}`;
    const jsonLd = {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: assistant.name,
      description: assistant.shortDescription,
      applicationCategory: "BusinessApplication",
      inLanguage: "es",
      url: `${origin}${path}`,
      offers: { "@type": "Offer", category: TIER_NAMES[assistant.requiredTier] ?? assistant.requiredTier },
    };
    const meta: PageMeta = {
      title: `${assistant.name} · Asistentes de IA · ${SITE_NAME}`,
      description: assistant.shortDescription,
      canonicalPath: path,
      extraHead: [
        `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
        `<script type="application/ld+json">${toScriptJson(jsonLd)}</script>`,
      ].join("\n    "),
    };
    return meta;
  };
}
