import type { TInquiryType } from "./contact";
import { AI_SERVICES, SERVICE_TIERS, type AiService, type Tier } from "./tiers";

/**
 * The professional services (spec section 2 hints at "services, document processing,
 * content generation, audio services, meeting management"). Their texts live in
 * i18n/locales/<lang>/services.json under `items.<slug>`; this is what is not text.
 */
export interface ServiceDefinition {
  slug: string;
  /** lucide name the web draws. */
  icon: "file-text" | "pen" | "mic" | "calendar" | "compass" | "graduation";
  /**
   * The lowest plan that includes it; enterprise ones are contracted through /contacto. An AI
   * service's comes from the tier table (SERVICE_TIERS), the one the server enforces.
   */
  includedIn: Tier;
  /** Where its call to action leads: one of our pages, or /contacto?tipo=<inquiry>. */
  cta: { kind: "page"; path: string } | { kind: "contact"; inquiryType: TInquiryType };
}

/** The page of each AI service, where a member whose plan includes it finds its tool. */
export const AI_SERVICE_SLUGS: Record<AiService, string> = {
  transcription: "servicios-audio",
  meeting: "gestion-reuniones",
  document: "procesamiento-documentos",
};

export const SERVICES: readonly ServiceDefinition[] = [
  {
    slug: AI_SERVICE_SLUGS.document,
    icon: "file-text",
    includedIn: SERVICE_TIERS.document,
    cta: { kind: "page", path: "/asistente/resumidor-de-documentos" },
  },
  {
    slug: "generacion-contenido",
    icon: "pen",
    includedIn: "basic",
    cta: { kind: "page", path: "/asistente/copywriter-de-marketing" },
  },
  {
    slug: AI_SERVICE_SLUGS.transcription,
    icon: "mic",
    includedIn: SERVICE_TIERS.transcription,
    cta: { kind: "contact", inquiryType: "demo" },
  },
  {
    slug: AI_SERVICE_SLUGS.meeting,
    icon: "calendar",
    includedIn: SERVICE_TIERS.meeting,
    cta: { kind: "contact", inquiryType: "demo" },
  },
  { slug: "consultoria-ia", icon: "compass", includedIn: "enterprise", cta: { kind: "contact", inquiryType: "sales" } },
  {
    slug: "formacion-equipos",
    icon: "graduation",
    includedIn: "enterprise",
    cta: { kind: "contact", inquiryType: "sales" },
  },
];

/** The AI services with their page and the lowest plan that runs them, in the menu's order. */
export const AI_SERVICE_PAGES = AI_SERVICES.map((service) => ({
  service,
  path: servicePath(AI_SERVICE_SLUGS[service]),
  includedIn: SERVICE_TIERS[service],
}));

export function findService(slug: string): ServiceDefinition | undefined {
  return SERVICES.find((service) => service.slug === slug);
}

/** The contact page with the inquiry type preselected (the form reads `tipo`). */
export function contactPathFor(inquiryType: TInquiryType): string {
  return `/contacto?tipo=${inquiryType}`;
}

export function servicePath(slug: string): string {
  return `/servicios/${slug}`;
}
