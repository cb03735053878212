// The course filters' values and the completion point without zod, so the course pages load no
// schema library for them; contracts/courses.ts re-exports them.
export const COURSE_CATEGORIES = ["general", "ia", "estrategia", "herramientas"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
/** The video counts as watched (lesson completed) this close to its end, in seconds. */
export const AUTO_COMPLETE_SECONDS_BEFORE_END = 10;
