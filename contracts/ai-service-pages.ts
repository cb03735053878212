import { buildPath, PUBLIC_PATHS } from "./routes";
import { AI_SERVICES, SERVICE_TIERS, type AiService } from "./tiers";

/**
 * The page of each AI service, where a member whose plan includes it finds its tool. Apart from
 * the services catalogue (services.ts) because the navigation, on every page's first load,
 * needs only these paths.
 */
export const AI_SERVICE_SLUGS: Record<AiService, string> = {
  transcription: "servicios-audio",
  meeting: "gestion-reuniones",
  document: "procesamiento-documentos",
};

/** The AI services with their page and the lowest plan that runs them, in the menu's order. */
export const AI_SERVICE_PAGES = AI_SERVICES.map((service) => ({
  service,
  path: buildPath(PUBLIC_PATHS.service, { slug: AI_SERVICE_SLUGS[service] }),
  includedIn: SERVICE_TIERS[service],
}));
