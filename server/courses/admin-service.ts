import type {
  TAdminCourse,
  TAdminLesson,
  TAdminLessonList,
  TCourseInput,
  TCourseUpdate,
  TLessonInput,
  TLessonUpdate,
} from "../../contracts/courses";
import { ZCourseInputSchema, ZLessonInputSchema } from "../../contracts/courses";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { renderForStorage } from "../markdown/stored-html";
import {
  deleteCourse,
  deleteLesson,
  deleteLessonFiles,
  insertCourse,
  insertLesson,
  isUniqueViolation,
  nextLessonOrder,
  reorderCourses,
  reorderLessons,
  updateCourse,
  updateLesson,
} from "./admin-store";
import { toLessonFile } from "./service";
import {
  countLearners,
  countLessonCompletions,
  findAllCourses,
  findCourseById,
  findFilesOfLessons,
  findLessonsOfCourses,
  type CourseRow,
  type LessonRow,
} from "./store";
import { BLOG_CACHE } from "../cache/namespaces";

/** The sitemap and server-rendered meta read courses: a write empties their cache. */
async function invalidate(context: AppContext): Promise<void> {
  await context.cache.invalidate(BLOG_CACHE);
}

async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "slug_taken", "Another item already uses this slug");
    throw error;
  }
}

function toAdminCourse(
  course: CourseRow,
  lessonCount: number,
  counts: { learners: number; completions: number } | undefined,
): TAdminCourse {
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    description: course.description,
    excerpt: course.excerpt,
    coverImageUrl: course.coverImageUrl,
    category: course.category as TAdminCourse["category"],
    level: course.level as TAdminCourse["level"],
    status: course.status as TAdminCourse["status"],
    requiredTier: course.requiredTier as TAdminCourse["requiredTier"],
    estimatedMinutes: course.estimatedMinutes,
    orderIndex: course.orderIndex,
    learnings: course.learnings,
    lessonCount,
    learners: counts?.learners ?? 0,
    completions: counts?.completions ?? 0,
  };
}

export async function listAdminCourses(context: AppContext): Promise<TAdminCourse[]> {
  const { db } = context.database;
  const courses = await findAllCourses(db);
  const [lessons, counts] = await Promise.all([
    findLessonsOfCourses(
      db,
      courses.map((course) => course.id),
    ),
    countLearners(db),
  ]);
  return courses.map((course) =>
    toAdminCourse(course, lessons.filter((lesson) => lesson.courseId === course.id).length, counts.get(course.id)),
  );
}

async function readAdminCourse(context: AppContext, id: string): Promise<TAdminCourse> {
  const course = (await listAdminCourses(context)).find((candidate) => candidate.id === id);
  if (!course) throw notFound("Course not found");
  return course;
}

export async function createCourse(context: AppContext, input: TCourseInput): Promise<TAdminCourse> {
  const values = ZCourseInputSchema.parse(input);
  const row = await withSlugConflict(() => insertCourse(context.database.db, values));
  await invalidate(context);
  return readAdminCourse(context, row.id);
}

export async function editCourse(context: AppContext, id: string, input: TCourseUpdate): Promise<TAdminCourse> {
  const row = await withSlugConflict(() => updateCourse(context.database.db, id, input));
  if (!row) throw notFound("Course not found");
  await invalidate(context);
  return readAdminCourse(context, id);
}

export async function removeCourse(context: AppContext, id: string): Promise<void> {
  const { db } = context.database;
  const lessons = await findLessonsOfCourses(db, [id]);
  const files = await findFilesOfLessons(
    db,
    lessons.map((lesson) => lesson.id),
  );
  if (!(await deleteCourse(db, id))) throw notFound("Course not found");
  await Promise.all(files.map((file) => context.files.remove(file.storageKey)));
  await invalidate(context);
}

export async function sortCourses(context: AppContext, ids: string[]): Promise<TAdminCourse[]> {
  await reorderCourses(context.database.db, ids);
  await invalidate(context);
  return listAdminCourses(context);
}

async function requireCourse(context: AppContext, courseId: string): Promise<CourseRow> {
  const course = await findCourseById(context.database.db, courseId);
  if (!course) throw notFound("Course not found");
  return course;
}

export async function listAdminLessons(context: AppContext, courseId: string): Promise<TAdminLessonList> {
  const { db } = context.database;
  const course = await requireCourse(context, courseId);
  const lessons = await findLessonsOfCourses(db, [course.id]);
  const lessonIds = lessons.map((lesson) => lesson.id);
  const [files, completions] = await Promise.all([
    findFilesOfLessons(db, lessonIds),
    countLessonCompletions(db, lessonIds),
  ]);
  return {
    course: await readAdminCourse(context, course.id),
    lessons: lessons.map((lesson) =>
      toAdminLesson(
        course,
        lesson,
        files.filter((file) => file.lessonId === lesson.id),
        completions.get(lesson.id) ?? 0,
      ),
    ),
  };
}

function toAdminLesson(
  course: CourseRow,
  lesson: LessonRow,
  files: Parameters<typeof toLessonFile>[2][],
  completions: number,
): TAdminLesson {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    title: lesson.title,
    slug: lesson.slug,
    orderIndex: lesson.orderIndex,
    durationMinutes: lesson.durationMinutes,
    content: lesson.content,
    files: files.map((file) => toLessonFile(course, lesson, file)),
    completions,
  };
}

export async function readAdminLesson(context: AppContext, courseId: string, lessonId: string): Promise<TAdminLesson> {
  const lesson = (await listAdminLessons(context, courseId)).lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) throw notFound("Lesson not found");
  return lesson;
}

export async function createLesson(context: AppContext, courseId: string, input: TLessonInput): Promise<TAdminLesson> {
  const { db } = context.database;
  await requireCourse(context, courseId);
  const values = ZLessonInputSchema.parse(input);
  const row = await withSlugConflict(async () =>
    insertLesson(db, {
      ...values,
      ...renderForStorage(values.content, context.siteOrigin),
      courseId,
      orderIndex: await nextLessonOrder(db, courseId),
    }),
  );
  await invalidate(context);
  return readAdminLesson(context, courseId, row.id);
}

export async function editLesson(
  context: AppContext,
  courseId: string,
  lessonId: string,
  input: TLessonUpdate,
): Promise<TAdminLesson> {
  const values = {
    ...input,
    ...(input.content === undefined ? {} : renderForStorage(input.content, context.siteOrigin)),
  };
  const row = await withSlugConflict(() => updateLesson(context.database.db, courseId, lessonId, values));
  if (!row) throw notFound("Lesson not found");
  await invalidate(context);
  return readAdminLesson(context, courseId, lessonId);
}

export async function removeLesson(context: AppContext, courseId: string, lessonId: string): Promise<void> {
  const { db } = context.database;
  const files = await findFilesOfLessons(db, [lessonId]);
  if (!(await deleteLesson(db, courseId, lessonId))) throw notFound("Lesson not found");
  await Promise.all(files.map((file) => context.files.remove(file.storageKey)));
  await invalidate(context);
}

export async function sortLessons(context: AppContext, courseId: string, ids: string[]): Promise<TAdminLessonList> {
  await requireCourse(context, courseId);
  await reorderLessons(context.database.db, courseId, ids);
  return listAdminLessons(context, courseId);
}

export async function removeLessonFile(
  context: AppContext,
  courseId: string,
  lessonId: string,
  fileId: string,
): Promise<void> {
  await readAdminLesson(context, courseId, lessonId);
  const removed = await deleteLessonFiles(context.database.db, lessonId, { ids: [fileId] });
  if (removed.length === 0) throw notFound("File not found");
  await Promise.all(removed.map((file) => context.files.remove(file.storageKey)));
}
