import { asc, eq } from "drizzle-orm";
import type { ExportSection } from "../db/personal-data";
import { apiKeys, webhooks } from "../db/schema/index";

export const API_KEYS_EXPORT: ExportSection = {
  key: "api_keys",
  tables: [apiKeys],
  // Names and dates: the stored hash is a secret, and the key itself is never kept.
  read: (db, owner) =>
    db
      .select({
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        last4: apiKeys.last4,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, owner.id))
      .orderBy(asc(apiKeys.createdAt)),
};

export const WEBHOOKS_EXPORT: ExportSection = {
  key: "webhooks",
  tables: [webhooks],
  // Where and what: the signing secret stays out, as the key of each API key does.
  read: (db, owner) =>
    db
      .select({ url: webhooks.url, events: webhooks.events, createdAt: webhooks.createdAt })
      .from(webhooks)
      .where(eq(webhooks.userId, owner.id))
      .orderBy(asc(webhooks.createdAt)),
};
