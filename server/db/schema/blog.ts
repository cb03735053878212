import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("blog_categories_slug_key").on(table.slug)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown source, as the author wrote it. */
    content: text("content").notNull().default(""),
    /** `content` rendered and sanitized when saved (server/markdown); null until rendered. */
    contentHtml: text("content_html"),
    /** Renderer version and site origin `contentHtml` was made with; start-up re-renders on a change. */
    contentHtmlKey: text("content_html_key"),
    coverImageUrl: text("cover_image_url"),
    /** The cover's alternative text; empty when the cover is decoration only. */
    coverImageAlt: text("cover_image_alt").notNull().default(""),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Minutes; computed from the body when null. */
    readTime: integer("read_time"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    /** Publication date shown to readers; a future date schedules the post. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_key").on(table.slug),
    index("blog_posts_published_idx").on(table.published, table.createdAt),
    index("blog_posts_published_at_idx")
      .on(sql`${table.publishedAt} desc`)
      .where(sql`${table.published}`),
  ],
);
// blog_posts.search_vector (tsvector, generated from title/excerpt/content with the Spanish
// configuration and accents folded) is created by the hand-written migration 0001; it is not
// declared here so inserts and selects ignore it. Queries reach it with sql`search_vector`.

export const blogComments = pgTable(
  "blog_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => blogComments.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    content: text("content").notNull(),
    /** pending → approved | rejected; deleted rows are removed. */
    status: text("status").notNull().default("pending"),
    /** Lets the author's browser see its own pending comment; a random secret, hashed. */
    authorTokenHash: text("author_token_hash"),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
  },
  (table) => [index("blog_comments_post_idx").on(table.postId, table.status)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    language: text("language").notNull().default("es"),
    /** pending (awaiting double opt-in) → confirmed → unsubscribed */
    status: text("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_key").on(table.email)],
);

export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    total: integer("total").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // One unfinished send per post: a double click or two admins cannot mail a post twice.
  (table) => [
    uniqueIndex("newsletter_sends_one_active")
      .on(table.postId)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/** One row per recipient, so a resumed send never mails anyone twice. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    /** When a worker took it (status `sending`); a claim this old is a worker that died. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_deliveries_once").on(table.sendId, table.subscriberId)],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  inquiryType: text("inquiry_type").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  read: boolean("read").notNull().default(false),
  /** Sent by a signed-in account whose plan includes priority support: the inbox lists it first. */
  priority: boolean("priority").notNull().default(false),
  createdAt: createdAt(),
});

/** Files in the file store (DATA_DIR/uploads or S3); rows let admins list and clean up. */
export const uploadedFiles = pgTable("uploaded_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  storageKey: text("storage_key").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
  purpose: text("purpose").notNull(),
  /** Pixel size of the original image; null for other files. */
  width: integer("width"),
  height: integer("height"),
  /** Resized web copies of an image: [{ width, key }], smallest first. */
  variants: jsonb("variants").$type<{ width: number; key: string }[]>().notNull().default([]),
  createdAt: createdAt(),
});
