import type { ContentLoaders } from "../../lib/use-app-content";
import type { MaturityContent } from "./maturity-checklist/maturity-content";

/**
 * The maturity checklist's content per language, its own chunk fetched when the app opens in that
 * language. It stays in the bundle: the open checklist (/checklist-madurez) is public. The premium
 * apps' words come from the API after the plan check (usePremiumContent).
 */
export const MATURITY_CONTENT: ContentLoaders<MaturityContent> = {
  es: async () => (await import("./maturity-checklist/content/es")).MATURITY_ES,
  ca: async () => (await import("./maturity-checklist/content/ca")).MATURITY_CA,
  en: async () => (await import("./maturity-checklist/content/en")).MATURITY_EN,
};
