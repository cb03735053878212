import type { TInquiryType } from "./contact";
import { AI_SERVICE_SLUGS } from "./ai-service-pages";
import { SERVICE_TIERS, type Tier } from "./tiers";

/**
 * The professional services (document processing, content generation, audio services, meeting
 * management, AI consulting, team training). Their texts live in
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
    // The copywriter it opens is one of the free plan's assistants: the label says what the button gives.
    includedIn: "free",
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
