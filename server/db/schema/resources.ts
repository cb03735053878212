import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ResourceCategory, ResourceType } from "../../../contracts/resources";
import type { Tier } from "../../../contracts/tiers";
import { createdAt } from "./columns";

/**
 * A premium resource: a template, guide, checklist or toolkit, either a stored file
 * (under private/resources, served only by the tier-checked download route) or an external link.
 */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").$type<ResourceType>().notNull(),
    category: text("category").$type<ResourceCategory>().notNull().default("general"),
    /** Stored file: its key in the file store, the name it downloads as, its type and size. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    fileSize: integer("file_size"),
    /** Or a link elsewhere (never both: saving one clears the other). */
    externalUrl: text("external_url"),
    requiredTier: text("required_tier").$type<Tier>().notNull().default("premium"),
    published: boolean("published").notNull().default(false),
    /** Set by the demo seed: the admin marks the resource as an example to replace. */
    isExample: boolean("is_example").notNull().default(false),
    downloads: integer("downloads").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("resources_listing_idx").on(table.published, table.sortOrder)],
);
