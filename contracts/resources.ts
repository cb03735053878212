import { z } from "zod";
import { multilineText, text } from "./text";
import { TIERS } from "./tiers";

/** Premium resources (/recursos, managed in /admin/recursos). */
export const RESOURCE_TYPES = ["template", "guide", "checklist", "toolkit"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_CATEGORIES = ["general", "ia", "estrategia", "herramientas"] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_TITLE_MAX = 160;
export const RESOURCE_DESCRIPTION_MAX = 2000;

/** Below this, a resource's download count is not shown: "0 descargas" tells a buyer nothing. */
export const DOWNLOADS_SHOWN_FROM = 10;

/** What a signed-in premium user sees of one published resource. */
export const ZResourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: z.enum(RESOURCE_TYPES),
  category: z.enum(RESOURCE_CATEGORIES),
  requiredTier: z.enum(TIERS),
  /** "file": downloads a stored file; "link": opens an external page. */
  kind: z.enum(["file", "link"]),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  downloads: z.number().int(),
  /** Always the tier-checked route (`/api/resources/:id/download`), never the file itself. */
  downloadUrl: z.string(),
});
export type TResource = z.infer<typeof ZResourceSchema>;

/** GET /api/resources */
export const ZResourceListSchema = z.object({ resources: z.array(ZResourceSchema) });
export type TResourceList = z.infer<typeof ZResourceListSchema>;

export const ZResourceIdParamsSchema = z.object({ id: z.uuid() });

/** The admin's view: every field, drafts included. */
export const ZAdminResourceSchema = ZResourceSchema.extend({
  published: z.boolean(),
  /** Seeded as demo content: the admin shows it as an example to replace. */
  isExample: z.boolean(),
  sortOrder: z.number().int(),
  externalUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAdminResource = z.infer<typeof ZAdminResourceSchema>;

export const ZAdminResourceListSchema = z.object({ resources: z.array(ZAdminResourceSchema) });
export type TAdminResourceList = z.infer<typeof ZAdminResourceListSchema>;

/** POST /api/admin/resources and PUT /api/admin/resources/:id (the file goes to .../file). */
export const ZSaveResourceSchema = z.object({
  title: text().trim().min(1).max(RESOURCE_TITLE_MAX),
  description: multilineText().max(RESOURCE_DESCRIPTION_MAX).default(""),
  type: z.enum(RESOURCE_TYPES),
  category: z.enum(RESOURCE_CATEGORIES).default("general"),
  requiredTier: z.enum(TIERS).default("premium"),
  /** An external link instead of a file; setting one removes the stored file. */
  externalUrl: text()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/ }))
    .nullable()
    .default(null),
  published: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type TSaveResource = z.input<typeof ZSaveResourceSchema>;
