import { z } from "zod";
import { multilineText, text } from "./text";

/**
 * Software landings. Public:
 *   GET    /api/software                 → ZSoftwareListSchema (published, in order)
 *   GET    /api/software/:slug           → ZSoftwareProductSchema (404 unknown or unpublished)
 * Admins (/admin/software):
 *   GET    /api/admin/software           → ZAdminSoftwareListSchema
 *   POST   /api/admin/software           ZSoftwareInputSchema → 201 ZAdminSoftwareSchema
 *   PATCH  /api/admin/software/:id       ZSoftwarePatchSchema → ZAdminSoftwareSchema
 *   DELETE /api/admin/software/:id       → 204
 * Screenshots are uploaded first through POST /api/admin/uploads (the file store); the product
 * keeps their `/uploads/...` URLs.
 */

export const SOFTWARE_NAME_MAX = 120;
export const SOFTWARE_SLUG_MAX = 80;
export const SOFTWARE_TAGLINE_MAX = 200;
export const SOFTWARE_DESCRIPTION_MAX = 20_000;
export const SOFTWARE_FEATURES_MAX = 12;
export const SOFTWARE_FEATURE_MAX = 200;
export const SOFTWARE_SCREENSHOTS_MAX = 8;
export const SOFTWARE_SCREENSHOT_ALT_MAX = 200;
export const SOFTWARE_PRICING_MAX = 300;
export const SOFTWARE_CTA_URL_MAX = 500;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZSoftwareSlugSchema = text()
  .max(SOFTWARE_SLUG_MAX)
  .regex(SLUG_PATTERN, "Lowercase letters, digits and dashes");

/** Only files of our own store: a screenshot never points at another site. */
export const ZScreenshotSchema = z.object({
  url: text()
    .max(500)
    .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, "Upload the image first"),
  alt: text().trim().max(SOFTWARE_SCREENSHOT_ALT_MAX).default(""),
});
export type TScreenshot = z.infer<typeof ZScreenshotSchema>;

/** An absolute http(s) URL or a path of this site ("/contacto?tipo=demo"). */
export const ZCtaUrlSchema = text()
  .trim()
  .max(SOFTWARE_CTA_URL_MAX)
  .refine(
    (value) => /^https?:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    "An http(s) URL or a path starting with /",
  );

export const ZSoftwareSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  tagline: z.string(),
  pricing: z.string(),
  /** The first screenshot, shown on the list's card. */
  cover: ZScreenshotSchema.nullable(),
});
export type TSoftwareSummary = z.infer<typeof ZSoftwareSummarySchema>;

export const ZSoftwareListSchema = z.object({ products: z.array(ZSoftwareSummarySchema) });
export type TSoftwareList = z.infer<typeof ZSoftwareListSchema>;

export const ZSoftwareProductSchema = ZSoftwareSummarySchema.extend({
  /** Markdown. */
  description: z.string(),
  features: z.array(z.string()),
  screenshots: z.array(ZScreenshotSchema),
  ctaUrl: z.string(),
  updatedAt: z.string(),
});
export type TSoftwareProduct = z.infer<typeof ZSoftwareProductSchema>;

/** GET /api/software/{slug}: the product with its description rendered and sanitized by the server. */
export const ZSoftwareLandingSchema = ZSoftwareProductSchema.extend({ descriptionHtml: z.string() });
export type TSoftwareLanding = z.infer<typeof ZSoftwareLandingSchema>;

export const ZAdminSoftwareSchema = ZSoftwareProductSchema.extend({
  published: z.boolean(),
  /** Seeded as demo content: the admin shows it as an example to replace. */
  isExample: z.boolean(),
  sortOrder: z.number().int(),
});
export type TAdminSoftware = z.infer<typeof ZAdminSoftwareSchema>;
export const ZAdminSoftwareListSchema = z.object({ products: z.array(ZAdminSoftwareSchema) });
export type TAdminSoftwareList = z.infer<typeof ZAdminSoftwareListSchema>;

const SOFTWARE_FIELDS = {
  name: text().trim().min(1).max(SOFTWARE_NAME_MAX),
  slug: ZSoftwareSlugSchema,
  tagline: text().trim().max(SOFTWARE_TAGLINE_MAX),
  description: multilineText().max(SOFTWARE_DESCRIPTION_MAX),
  features: z.array(text().trim().min(1).max(SOFTWARE_FEATURE_MAX)).max(SOFTWARE_FEATURES_MAX),
  screenshots: z.array(ZScreenshotSchema).max(SOFTWARE_SCREENSHOTS_MAX),
  pricing: text().trim().max(SOFTWARE_PRICING_MAX),
  ctaUrl: ZCtaUrlSchema,
  published: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
};

export const ZSoftwareInputSchema = z.object({
  ...SOFTWARE_FIELDS,
  tagline: SOFTWARE_FIELDS.tagline.default(""),
  description: SOFTWARE_FIELDS.description.default(""),
  features: SOFTWARE_FIELDS.features.default([]),
  screenshots: SOFTWARE_FIELDS.screenshots.default([]),
  pricing: SOFTWARE_FIELDS.pricing.default(""),
  published: SOFTWARE_FIELDS.published.default(false),
  sortOrder: SOFTWARE_FIELDS.sortOrder.default(0),
});
export type TSoftwareInput = z.input<typeof ZSoftwareInputSchema>;
/** Only the fields sent change (no defaults here). */
export const ZSoftwarePatchSchema = z.object(SOFTWARE_FIELDS).partial();
export type TSoftwarePatch = z.infer<typeof ZSoftwarePatchSchema>;

export const ZSoftwareSlugParamsSchema = z.object({ slug: text().max(SOFTWARE_SLUG_MAX) });
export const ZSoftwareIdParamsSchema = z.object({ id: z.uuid() });
