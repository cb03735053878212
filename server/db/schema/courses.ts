import { sql } from "drizzle-orm";
import {
  boolean,
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

/** A microcourse: its catalogue fields, required tier and status. */
export const microcourses = pgTable(
  "microcourses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    coverImageUrl: text("cover_image_url"),
    /** general | ia | estrategia | herramientas */
    category: text("category").notNull().default("general"),
    /** beginner | intermediate | advanced */
    level: text("level").notNull().default("beginner"),
    /** draft → published */
    status: text("status").notNull().default("draft"),
    /** free | premium | enterprise: who may open the lessons and their files. */
    requiredTier: text("required_tier").notNull().default("free"),
    estimatedMinutes: integer("estimated_minutes").notNull().default(0),
    orderIndex: integer("order_index").notNull().default(0),
    /** "What you learn": short sentences. */
    learnings: jsonb("learnings").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("microcourses_slug_key").on(table.slug),
    index("microcourses_listing_idx").on(table.status, table.orderIndex),
  ],
);

/** A microcourse's lesson: title, order, duration, video, images, attachments. */
export const microcourseLessons = pgTable(
  "microcourse_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => microcourses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    /** Markdown source, as the author wrote it. */
    content: text("content").notNull().default(""),
    /** `content` rendered and sanitized when saved (server/markdown); null until rendered. */
    contentHtml: text("content_html"),
    /** Renderer version and site origin `contentHtml` was made with; start-up re-renders on a change. */
    contentHtmlKey: text("content_html_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("microcourse_lessons_slug_key").on(table.courseId, table.slug),
    index("microcourse_lessons_order_idx").on(table.courseId, table.orderIndex),
  ],
);

/** The video, captions (VTT), images and attachments of a lesson; bytes live in the file store. */
export const lessonFiles = pgTable(
  "lesson_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => microcourseLessons.id, { onDelete: "cascade" }),
    /** video | captions | image | attachment */
    kind: text("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The name shown for a download (attachments) or the alt text (images). */
    name: text("name").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** A video's length read from its header when stored (video-duration.ts); null when unknown. */
    durationSeconds: integer("duration_seconds"),
    createdAt: createdAt(),
  },
  (table) => [index("lesson_files_lesson_idx").on(table.lessonId, table.kind)],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => microcourseLessons.id, { onDelete: "cascade" }),
    positionSeconds: real("position_seconds").notNull().default(0),
    /** Seconds of the video credited as watched, never more than real time allowed (progress.ts). */
    watchedSeconds: integer("watched_seconds").notNull().default(0),
    /** The credit clock: when watched time was last credited (database time); null before any. */
    watchedUntil: timestamp("watched_until", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index("lesson_progress_lesson_idx").on(table.lessonId),
  ],
);

/**
 * One certificate per user and course, issued when every lesson is completed. The code is
 * random (not derived from anything guessable) and looked up here, so a forged code fails.
 * Names and title are copied at issue time: the certificate stays what was issued.
 */
export const courseCertificates = pgTable(
  "course_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    courseId: uuid("course_id").references(() => microcourses.id, { onDelete: "set null" }),
    displayName: text("display_name").notNull(),
    courseTitle: text("course_title").notNull(),
    totalMinutes: integer("total_minutes").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("course_certificates_code_key").on(table.code),
    uniqueIndex("course_certificates_once")
      .on(table.userId, table.courseId)
      .where(sql`${table.userId} is not null and ${table.courseId} is not null`),
  ],
);

/** /cursos: learning paths built from microcourses. */
export const learningPaths = pgTable(
  "learning_paths",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    orderIndex: integer("order_index").notNull().default(0),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("learning_paths_slug_key").on(table.slug)],
);

export const learningPathCourses = pgTable(
  "learning_path_courses",
  {
    pathId: uuid("path_id")
      .notNull()
      .references(() => learningPaths.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => microcourses.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pathId, table.courseId] })],
);
