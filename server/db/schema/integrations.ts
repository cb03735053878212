import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";

/**
 * An enterprise member's API keys (server/integrations). Only a keyed hash of the key is kept:
 * the key itself is shown once, when it is created. Deleting the owner deletes their keys.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** HMAC-SHA-256 of the whole key under the server's hash key, hex: what a call is looked up by. */
    keyHash: text("key_hash").notNull().unique(),
    /** The visible start of the key (`pk_live_` and a few characters), to tell keys apart. */
    prefix: text("prefix").notNull(),
    last4: text("last4").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_keys_user_idx").on(table.userId, table.createdAt)],
);

/**
 * An enterprise member's webhooks: where the end of their jobs is announced. The signing secret
 * is kept encrypted under a key derived from the server secret (docs/decisions.md "Signed
 * webhooks"): it must be read back to sign, so a hash would not do.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    /** AES-256-GCM of the `whsec_` secret: `v1.<iv>.<tag>.<ciphertext>`, base64url each. */
    secretSealed: text("secret_sealed").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("webhooks_user_idx").on(table.userId, table.createdAt)],
);

/** Each try of a delivery, the newest kept per webhook (the owner's view of what was sent). */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: the same on every try of one message. */
    messageId: text("message_id").notNull(),
    event: text("event").notNull(),
    jobId: uuid("job_id").notNull(),
    attempt: integer("attempt").notNull(),
    status: text("status").notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [index("webhook_deliveries_webhook_idx").on(table.webhookId, table.createdAt)],
);
