import { z } from "zod";
import { FILE_MAX_BYTES, VIDEO_CONTENT_TYPES } from "./files";
import { multilineText, text } from "./text";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "./course-options";
import { COURSE_TIERS } from "./tiers";

/**
 * Microcourses, lessons, progress, certificates and learning paths.
 * Public:
 *   GET  /api/courses                                   → ZCourseListSchema (with the caller's progress when signed in)
 *   GET  /api/courses/:slug                             → ZCourseDetailSchema
 *   GET  /api/learning-paths                            → ZLearningPathListSchema
 *   GET  /api/certificates/:code                        → ZCertificateSchema (public verification)
 * Signed in, and the course's required tier for lesson data and files:
 *   GET  /api/courses/:slug/lessons/:lessonSlug         → ZLessonDetailSchema
 *   GET  /api/courses/:slug/lessons/:lessonSlug/files/:fileId → the bytes (video with HTTP ranges)
 *   PUT  /api/courses/:slug/lessons/:lessonSlug/progress ZProgressUpdateSchema → ZLessonProgressSchema
 *   POST /api/courses/:slug/lessons/:lessonSlug/chat    ZLessonQuestionSchema → AI SDK UI message stream
 *   GET  /api/courses/:slug/certificate                 → application/pdf (a completed course only)
 * Admin: /api/admin/courses and /api/admin/courses/:id/lessons (see server/courses/admin-routes.ts).
 */

export * from "./course-options";
export const COURSE_STATUSES = ["draft", "published"] as const;
export { COURSE_TIERS, type CourseTier } from "./tiers";
export const LESSON_FILE_KINDS = ["video", "captions", "image", "attachment"] as const;
export type LessonFileKind = (typeof LESSON_FILE_KINDS)[number];

export const COURSE_TITLE_MAX = 160;
export const COURSE_SLUG_MAX = 120;
export const COURSE_EXCERPT_MAX = 300;
export const COURSE_DESCRIPTION_MAX = 5000;
export const COURSE_LEARNINGS_MAX = 12;
export const COURSE_LEARNING_MAX = 200;
export const LESSON_CONTENT_MAX = 60_000;
export const LESSON_DURATION_MAX = 600;
/** Lesson videos may be long (500 MB); every other course file keeps the platform's 20 MB. */
export { LESSON_VIDEO_MAX_BYTES } from "./files";
export const COURSE_FILE_MAX_BYTES = FILE_MAX_BYTES;
export const CAPTIONS_MAX_BYTES = 1024 * 1024;
export const LESSON_VIDEO_TYPES = VIDEO_CONTENT_TYPES;
export const LESSON_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const LESSON_ATTACHMENT_TYPES = ["application/pdf", ...LESSON_IMAGE_TYPES] as const;

export const ZCourseSlugSchema = text().trim().min(1).max(COURSE_SLUG_MAX);
/**
 * The name printed on certificates, asked once: a person's name, so never an e-mail address nor
 * an access-code account's "CODE #n" label, and with at least one letter.
 */
export const ZCertificateNameSchema = text()
  .trim()
  .min(2)
  .max(80)
  .refine((name) => !/[@#]/.test(name) && /\p{L}/u.test(name), { message: "not_a_name" });
export const ZCertificateQuerySchema = z.object({ name: ZCertificateNameSchema.optional() });

export const ZCertificateCodeSchema = text().trim().min(1).max(64);

export const ZCourseProgressSchema = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** The lesson to continue with: the first not completed, else the first. */
  nextLessonSlug: z.string().nullable(),
  isCompleted: z.boolean(),
  certificateCode: z.string().nullable(),
  /** Whether the name to print is saved: without it, the first download must send one. */
  hasCertificateName: z.boolean(),
});
export type TCourseProgress = z.infer<typeof ZCourseProgressSchema>;

export const ZCourseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImageUrl: z.string().nullable(),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  requiredTier: z.enum(COURSE_TIERS),
  /** Sum of the lessons' lengths (a video's measured length wins); the estimate when none has one. */
  totalSeconds: z.number().int(),
  lessonCount: z.number().int(),
  /** Null for visitors. */
  progress: ZCourseProgressSchema.nullable(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummarySchema>;
export const ZCourseListSchema = z.object({ courses: z.array(ZCourseSummarySchema) });
export type TCourseList = z.infer<typeof ZCourseListSchema>;

export const ZLessonOutlineSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The video's measured length when it has one, else the declared minutes. */
  durationSeconds: z.number().int(),
  isCompleted: z.boolean(),
  /** True when the caller's tier does not reach the course's (visitors: always for paid courses). */
  isLocked: z.boolean(),
});
export type TLessonOutline = z.infer<typeof ZLessonOutlineSchema>;

export const ZCourseDetailSchema = ZCourseSummarySchema.extend({
  description: z.string(),
  learnings: z.array(z.string()),
  estimatedMinutes: z.number().int(),
  lessons: z.array(ZLessonOutlineSchema),
  /** Whether the caller may open the lessons (signed in, tier reached). */
  canAccess: z.boolean(),
});
export type TCourseDetail = z.infer<typeof ZCourseDetailSchema>;

export const ZLessonFileSchema = z.object({
  id: z.string(),
  kind: z.enum(LESSON_FILE_KINDS),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Served after the same tier check as the lesson. */
  url: z.string(),
});
export type TLessonFile = z.infer<typeof ZLessonFileSchema>;

export const ZLessonDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The video's measured length when it has one, else the declared minutes. */
  durationSeconds: z.number().int(),
  /** The Markdown body rendered and sanitized by the server when saved: insert it as is. */
  contentHtml: z.string(),
  video: ZLessonFileSchema.nullable(),
  captions: ZLessonFileSchema.nullable(),
  images: z.array(ZLessonFileSchema),
  attachments: z.array(ZLessonFileSchema),
  positionSeconds: z.number(),
  isCompleted: z.boolean(),
  previousSlug: z.string().nullable(),
  nextSlug: z.string().nullable(),
  course: ZCourseDetailSchema,
});
export type TLessonDetail = z.infer<typeof ZLessonDetailSchema>;

export const ZProgressUpdateSchema = z.object({
  positionSeconds: z
    .number()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
  /**
   * Seconds the player played since its previous save. The server credits at most the real time
   * that passed (server/courses/store.ts); completing a video lesson needs half of it watched.
   */
  watchedSeconds: z
    .number()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
  isCompleted: z.boolean().optional(),
});
export type TProgressUpdate = z.infer<typeof ZProgressUpdateSchema>;
export const ZLessonProgressSchema = z.object({
  positionSeconds: z.number(),
  /** Watched seconds credited so far. */
  watchedSeconds: z.number().int(),
  isCompleted: z.boolean(),
  course: ZCourseProgressSchema,
});
export type TLessonProgress = z.infer<typeof ZLessonProgressSchema>;

export const ZLessonQuestionSchema = z.object({ message: multilineText().max(12_000) });

export const ZCertificateSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  courseTitle: z.string(),
  courseSlug: z.string().nullable(),
  totalMinutes: z.number().int(),
  issuedAt: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificateSchema>;

export const ZLearningPathSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  totalSeconds: z.number().int(),
  courses: z.array(ZCourseSummarySchema),
});
export type TLearningPath = z.infer<typeof ZLearningPathSchema>;
export const ZLearningPathListSchema = z.object({ paths: z.array(ZLearningPathSchema) });
export type TLearningPathList = z.infer<typeof ZLearningPathListSchema>;

/* ---------------------------------- admin ---------------------------------- */

/** A course's, lesson's or learning path's slug. */
export const SLUG = () =>
  text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens")
    .min(1)
    .max(COURSE_SLUG_MAX);

const COURSE_FIELDS = {
  title: text().trim().min(1).max(COURSE_TITLE_MAX),
  slug: SLUG(),
  description: multilineText().max(COURSE_DESCRIPTION_MAX),
  excerpt: text().trim().max(COURSE_EXCERPT_MAX),
  coverImageUrl: text().trim().max(500).nullable(),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  status: z.enum(COURSE_STATUSES),
  requiredTier: z.enum(COURSE_TIERS),
  estimatedMinutes: z.number().int().min(0).max(100_000),
  orderIndex: z.number().int().min(0).max(100_000),
  learnings: z.array(text().trim().min(1).max(COURSE_LEARNING_MAX)).max(COURSE_LEARNINGS_MAX),
};
export const ZCourseInputSchema = z.object({
  ...COURSE_FIELDS,
  description: COURSE_FIELDS.description.default(""),
  excerpt: COURSE_FIELDS.excerpt.default(""),
  coverImageUrl: COURSE_FIELDS.coverImageUrl.default(null),
  status: COURSE_FIELDS.status.default("draft"),
  requiredTier: COURSE_FIELDS.requiredTier.default("free"),
  estimatedMinutes: COURSE_FIELDS.estimatedMinutes.default(0),
  orderIndex: COURSE_FIELDS.orderIndex.default(0),
  learnings: COURSE_FIELDS.learnings.default([]),
});
/** PATCH: any subset of the fields; absent ones keep their value. */
export const ZCourseUpdateSchema = z.object(COURSE_FIELDS).partial();
export type TCourseUpdate = z.infer<typeof ZCourseUpdateSchema>;
export type TCourseInput = z.input<typeof ZCourseInputSchema>;

export const ZAdminCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  excerpt: z.string(),
  coverImageUrl: z.string().nullable(),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  status: z.enum(COURSE_STATUSES),
  requiredTier: z.enum(COURSE_TIERS),
  estimatedMinutes: z.number().int(),
  orderIndex: z.number().int(),
  learnings: z.array(z.string()),
  lessonCount: z.number().int(),
  /** Learners with at least one lesson started, and those who completed every lesson. */
  learners: z.number().int(),
  completions: z.number().int(),
});
export type TAdminCourse = z.infer<typeof ZAdminCourseSchema>;
export const ZAdminCourseListSchema = z.object({ courses: z.array(ZAdminCourseSchema) });

export const ZReorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

const LESSON_FIELDS = {
  title: text().trim().min(1).max(COURSE_TITLE_MAX),
  slug: SLUG(),
  durationMinutes: z.number().int().min(0).max(LESSON_DURATION_MAX),
  content: multilineText().max(LESSON_CONTENT_MAX),
};
export const ZLessonInputSchema = z.object({
  ...LESSON_FIELDS,
  durationMinutes: LESSON_FIELDS.durationMinutes.default(0),
  content: LESSON_FIELDS.content.default(""),
});
export const ZLessonUpdateSchema = z.object(LESSON_FIELDS).partial();
export type TLessonUpdate = z.infer<typeof ZLessonUpdateSchema>;
export type TLessonInput = z.input<typeof ZLessonInputSchema>;

export const ZAdminLessonSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  slug: z.string(),
  orderIndex: z.number().int(),
  durationMinutes: z.number().int(),
  content: z.string(),
  files: z.array(ZLessonFileSchema),
  completions: z.number().int(),
});
export type TAdminLesson = z.infer<typeof ZAdminLessonSchema>;
export const ZAdminLessonListSchema = z.object({ course: ZAdminCourseSchema, lessons: z.array(ZAdminLessonSchema) });
export type TAdminLessonList = z.infer<typeof ZAdminLessonListSchema>;
