import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
