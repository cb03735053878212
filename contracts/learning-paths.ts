import { z } from "zod";
import { COURSE_STATUSES, COURSE_TITLE_MAX, SLUG } from "./courses";
import { multilineText, text } from "./text";

/**
 * Back office of learning paths (/cursos): admins only.
 *   GET    /api/admin/learning-paths          → ZAdminLearningPathListSchema (drafts too)
 *   POST   /api/admin/learning-paths          ZLearningPathInputSchema → 201 ZAdminLearningPathSchema
 *   POST   /api/admin/learning-paths/reorder  ZLearningPathReorderSchema → ZAdminLearningPathListSchema
 *   PATCH  /api/admin/learning-paths/:id      ZLearningPathUpdateSchema → ZAdminLearningPathSchema
 *   DELETE /api/admin/learning-paths/:id      → 204
 * The public list is GET /api/learning-paths (contracts/courses.ts).
 */

export const LEARNING_PATH_DESCRIPTION_MAX = 1000;
export const LEARNING_PATH_COURSES_MAX = 30;

const FIELDS = {
  title: text().trim().min(1).max(COURSE_TITLE_MAX),
  slug: SLUG(),
  description: multilineText().trim().max(LEARNING_PATH_DESCRIPTION_MAX),
  /** Only published paths show on /cursos. */
  status: z.enum(COURSE_STATUSES),
  /** The path's microcourses in the order it takes them; each at most once. */
  courseIds: z
    .array(z.uuid())
    .max(LEARNING_PATH_COURSES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: "A course appears once in a path" }),
};

export const ZLearningPathInputSchema = z.object({
  ...FIELDS,
  description: FIELDS.description.default(""),
  status: FIELDS.status.default("draft"),
  courseIds: FIELDS.courseIds.default([]),
});
export type TLearningPathInput = z.input<typeof ZLearningPathInputSchema>;

/** PATCH: any subset of the fields; absent ones keep their value. */
export const ZLearningPathUpdateSchema = z.object(FIELDS).partial();
export type TLearningPathUpdate = z.infer<typeof ZLearningPathUpdateSchema>;

export const ZLearningPathReorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

export const ZAdminLearningPathSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(COURSE_STATUSES),
  orderIndex: z.number().int(),
  /** In the path's order, drafts included (a draft course is left out of /cursos). */
  courses: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(COURSE_STATUSES) })),
});
export type TAdminLearningPath = z.infer<typeof ZAdminLearningPathSchema>;
export const ZAdminLearningPathListSchema = z.object({ paths: z.array(ZAdminLearningPathSchema) });
export type TAdminLearningPathList = z.infer<typeof ZAdminLearningPathListSchema>;
