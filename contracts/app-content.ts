import { z } from "zod";
import { LANGUAGES } from "./auth";

/**
 * The premium apps' words, served after the plan check instead of bundled into public JavaScript
 * (their shapes: i18n/content/<app>/; read only by the server):
 *   GET /api/training/content/:app?lng=es|ca|en  → the training app's texts (premium)
 *   GET /api/ai-apps/content/:app?lng=es|ca|en   → the AI app's texts (premium)
 * The open maturity checklist's texts stay in the web bundle: /checklist-madurez is public.
 */
export const TRAINING_CONTENT_APPS = ["glossary", "quiz", "dilemmas", "reflection"] as const;
export type TTrainingContentApp = (typeof TRAINING_CONTENT_APPS)[number];

export const AI_APP_CONTENT_APPS = ["prompt-generator", "strategy-kit", "training-generator"] as const;
export type TAiAppContentApp = (typeof AI_APP_CONTENT_APPS)[number];

export const ZContentQuerySchema = z.object({ lng: z.enum(LANGUAGES).default("es") });

export function trainingContentPath(app: TTrainingContentApp): string {
  return `/api/training/content/${app}`;
}

export function aiAppContentPath(app: TAiAppContentApp): string {
  return `/api/ai-apps/content/${app}`;
}
