import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Software landings: /software and /software/{slug}, managed in /admin/software. */
export const softwareProducts = pgTable(
  "software_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    tagline: text("tagline").notNull().default(""),
    /** Markdown, rendered sanitized by the web. */
    description: text("description").notNull().default(""),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** `/uploads/...` URLs of images in the file store, with their alt text. */
    screenshots: jsonb("screenshots").$type<{ url: string; alt: string }[]>().notNull().default([]),
    pricing: text("pricing").notNull().default(""),
    ctaUrl: text("cta_url").notNull(),
    published: boolean("published").notNull().default(false),
    /** Set by the demo seed: the admin marks the product as an example to replace. */
    isExample: boolean("is_example").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("software_products_slug_key").on(table.slug),
    index("software_products_published_idx").on(table.published, table.sortOrder),
  ],
);

/** External apps on /apps, opened through our redirect, which counts `clicks`. */
export const externalApps = pgTable(
  "external_apps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Never sent to a caller whose plan does not reach `requiredTier`. */
    url: text("url").notNull(),
    icon: text("icon").notNull().default("sparkles"),
    category: text("category").notNull().default("productivity"),
    /** basic, premium or enterprise: free accounts get no external apps (docs/product.md, "Gated areas"). */
    requiredTier: text("required_tier").notNull().default("basic"),
    published: boolean("published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("external_apps_published_idx").on(table.published, table.sortOrder)],
);
