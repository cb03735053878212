import type { TAdminSoftware, TSoftwareProduct, TSoftwareSummary } from "../../contracts/software";
import type { SoftwareRow } from "./store";

export function toSoftwareSummary(row: SoftwareRow): TSoftwareSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    pricing: row.pricing,
    cover: row.screenshots[0] ?? null,
  };
}

export function toSoftwareProduct(row: SoftwareRow): TSoftwareProduct {
  return {
    ...toSoftwareSummary(row),
    description: row.description,
    features: row.features,
    screenshots: row.screenshots,
    ctaUrl: row.ctaUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminSoftware(row: SoftwareRow): TAdminSoftware {
  return { ...toSoftwareProduct(row), published: row.published, isExample: row.isExample, sortOrder: row.sortOrder };
}
