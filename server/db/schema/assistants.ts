import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";

/** Curated AI assistants. Spanish in the columns; ca/en in `translations`. */
export const assistants = pgTable(
  "assistants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon").notNull().default("sparkles"),
    shortDescription: text("short_description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    category: text("category").notNull(),
    /** Lowest tier that may chat with it (free, basic, premium, enterprise). */
    requiredTier: text("required_tier").notNull().default("premium"),
    /** Stays on the server: no response ever carries it. */
    systemPrompt: text("system_prompt").notNull(),
    /** Overrides AI_MODEL for this assistant when set. */
    model: text("model"),
    temperature: real("temperature").notNull().default(0.7),
    examplePrompts: jsonb("example_prompts").$type<string[]>().notNull().default([]),
    /** `{ ca?: { name, shortDescription, longDescription }, en?: {...} }`. */
    translations: jsonb("translations")
      .$type<Record<string, { name: string; shortDescription: string; longDescription: string }>>()
      .notNull()
      .default({}),
    published: boolean("published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("assistants_slug_key").on(table.slug),
    index("assistants_published_idx").on(table.published, table.sortOrder),
  ],
);

/** One chat of a user with an assistant; the server builds the model's context from it. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assistantId: uuid("assistant_id")
      .notNull()
      .references(() => assistants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_conversations_owner_idx").on(table.userId, table.assistantId, sql`${table.updatedAt} desc`)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** user | assistant */
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** Token counts when the provider reports them (assistant messages). */
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    createdAt: createdAt(),
  },
  (table) => [index("chat_messages_conversation_idx").on(table.conversationId, table.createdAt)],
);

/**
 * AI queries per user per calendar day in Europe/Madrid (docs/product.md, "Daily AI queries"). One row a day, bumped
 * with a conditional upsert so concurrent requests never exceed the tier's limit.
 */
export const aiDailyUsage = pgTable(
  "ai_daily_usage",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    queries: integer("queries").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** One row per query that reached the provider: per-assistant, per-day usage for admins. */
export const aiQueryLog = pgTable(
  "ai_query_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assistantId: uuid("assistant_id").references(() => assistants.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    day: date("day").notNull(),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    failed: boolean("failed").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("ai_query_log_assistant_day_idx").on(table.assistantId, table.day)],
);

/**
 * Files attached to chat messages: uploaded first, then referenced by one message.
 * Kept out of the public uploads folder; only their owner's chats read them.
 */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Set when a message uses it; an attachment serves one message. A message deleted by an edit
     * sets it loose rather than deleting the row, so the sweep removes its file from the store.
     */
    messageId: uuid("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    /** pdf | image | audio | video, from the file's bytes. */
    kind: text("kind").notNull(),
    contentType: text("content_type").notNull(),
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    /** A PDF's text (unpdf), given to the model with the file name. */
    extractedText: text("extracted_text"),
    /** Audio and video: as the browser measured it; only used to describe the file. */
    durationSeconds: real("duration_seconds"),
    createdAt: createdAt(),
  },
  (table) => [
    index("chat_attachments_message_idx").on(table.messageId),
    index("chat_attachments_user_idx").on(table.userId),
  ],
);
