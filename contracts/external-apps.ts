import { z } from "zod";
import { multilineText, text } from "./text";

/**
 * External apps on /apps, managed in /admin/apps. Free accounts get no external apps
 * (docs/product.md, "Gated areas"), so every app needs basic or more. The target URL never reaches a caller who
 * may not open it: cards carry `openPath` (our own redirect with a short-lived ticket) instead.
 *   GET    /api/apps/external          → ZExternalAppListSchema (visitors too; locked for them)
 *   GET    /api/apps/:id/open          bearer or ?ticket= → 302 to the app (tier checked, click counted)
 * Admins:
 *   GET    /api/admin/apps             → ZAdminExternalAppListSchema
 *   POST   /api/admin/apps             ZExternalAppInputSchema → 201 ZAdminExternalAppSchema
 *   PATCH  /api/admin/apps/:id         ZExternalAppPatchSchema → ZAdminExternalAppSchema
 *   DELETE /api/admin/apps/:id         → 204
 */

export const EXTERNAL_APP_NAME_MAX = 80;
export const EXTERNAL_APP_DESCRIPTION_MAX = 500;
export const EXTERNAL_APP_URL_MAX = 500;

/** Tiers an external app may require: never free (docs/product.md, "Gated areas"). */
export const EXTERNAL_APP_TIERS = ["basic", "premium", "enterprise"] as const;
export type TExternalAppTier = (typeof EXTERNAL_APP_TIERS)[number];

export const EXTERNAL_APP_CATEGORIES = ["productivity", "writing", "audio", "data", "design", "research"] as const;
export type TExternalAppCategory = (typeof EXTERNAL_APP_CATEGORIES)[number];

/** Icons the web knows how to draw (lucide names). */
export const EXTERNAL_APP_ICONS = [
  "sparkles",
  "file-text",
  "mic",
  "calendar",
  "chart",
  "image",
  "globe",
  "pen",
  "languages",
  "search",
] as const;
export type TExternalAppIcon = (typeof EXTERNAL_APP_ICONS)[number];

export const ZExternalAppUrlSchema = text()
  .trim()
  .max(EXTERNAL_APP_URL_MAX)
  .refine((value) => URL.canParse(value) && /^https?:\/\/[^\s/]+/i.test(value), "An absolute http(s) URL");

export const ZExternalAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(EXTERNAL_APP_ICONS),
  category: z.enum(EXTERNAL_APP_CATEGORIES),
  requiredTier: z.enum(EXTERNAL_APP_TIERS),
  /** True when the caller's plan does not reach `requiredTier` (or the caller is a visitor). */
  locked: z.boolean(),
  /** Our redirect for callers who may open it; null when locked. Never the app's own URL. */
  openPath: z.string().nullable(),
});
export type TExternalApp = z.infer<typeof ZExternalAppSchema>;
export const ZExternalAppListSchema = z.object({ apps: z.array(ZExternalAppSchema) });
export type TExternalAppList = z.infer<typeof ZExternalAppListSchema>;

export const ZAdminExternalAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icon: z.enum(EXTERNAL_APP_ICONS),
  category: z.enum(EXTERNAL_APP_CATEGORIES),
  requiredTier: z.enum(EXTERNAL_APP_TIERS),
  published: z.boolean(),
  sortOrder: z.number().int(),
  clicks: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminExternalApp = z.infer<typeof ZAdminExternalAppSchema>;
export const ZAdminExternalAppListSchema = z.object({ apps: z.array(ZAdminExternalAppSchema) });
export type TAdminExternalAppList = z.infer<typeof ZAdminExternalAppListSchema>;

const EXTERNAL_APP_FIELDS = {
  name: text().trim().min(1).max(EXTERNAL_APP_NAME_MAX),
  description: multilineText().trim().max(EXTERNAL_APP_DESCRIPTION_MAX),
  url: ZExternalAppUrlSchema,
  icon: z.enum(EXTERNAL_APP_ICONS),
  category: z.enum(EXTERNAL_APP_CATEGORIES),
  requiredTier: z.enum(EXTERNAL_APP_TIERS),
  published: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
};

export const ZExternalAppInputSchema = z.object({
  ...EXTERNAL_APP_FIELDS,
  description: EXTERNAL_APP_FIELDS.description.default(""),
  icon: EXTERNAL_APP_FIELDS.icon.default("sparkles"),
  category: EXTERNAL_APP_FIELDS.category.default("productivity"),
  requiredTier: EXTERNAL_APP_FIELDS.requiredTier.default("basic"),
  published: EXTERNAL_APP_FIELDS.published.default(false),
  sortOrder: EXTERNAL_APP_FIELDS.sortOrder.default(0),
});
export type TExternalAppInput = z.input<typeof ZExternalAppInputSchema>;
/** Only the fields sent change (no defaults here). */
export const ZExternalAppPatchSchema = z.object(EXTERNAL_APP_FIELDS).partial();
export type TExternalAppPatch = z.infer<typeof ZExternalAppPatchSchema>;

export const ZExternalAppIdParamsSchema = z.object({ id: z.uuid() });
export const ZOpenExternalAppQuerySchema = z.object({ ticket: text().max(300).optional() });
