import type {
  TCourseDetail,
  TCourseProgress,
  TCourseSummary,
  TLessonDetail,
  TLessonFile,
  TLessonOutline,
  CourseCategory,
  CourseLevel,
  CourseTier,
} from "../../contracts/courses";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import { storedOrRenderedHtml } from "../markdown/stored-html";
import { createFileAccess } from "./file-links";
import { lessonSeconds, totalSecondsOf } from "./lesson-length";
import { assertMayUse, mayUse, type AccessCaller, type Capability } from "../access/policy";
import {
  findCertificateName,
  findCertificatesOfUser,
  findCourseBySlug,
  findFilesOfLessons,
  findLessonFile,
  findLessonsOfCourses,
  findProgressOfUser,
  findPublishedCourses,
  type CourseRow,
  type LessonFileRow,
  type LessonRow,
  type ProgressRow,
} from "./store";

/** Lessons and their files follow the course's required tier (the access policy). */
function courseCapability(course: CourseRow): Capability {
  return { kind: "course", requiredTier: course.requiredTier as CourseTier };
}

/** A draft course exists only for admins (their preview). */
function isVisible(learner: AccessCaller | undefined, course: CourseRow | undefined): course is CourseRow {
  return course !== undefined && (course.status === "published" || learner?.user.isAdmin === true);
}

/** Courses with their lessons, and the learner's progress and certificates on them. */
interface CourseFacts {
  lessons: LessonRow[];
  /** Each lesson's video length, where one was read. */
  videoSeconds: Map<string, number>;
  progress: Map<string, ProgressRow>;
  certificates: Map<string, string>;
  hasCertificateName: boolean;
}

async function gatherFacts(
  context: AppContext,
  learner: AccessCaller | undefined,
  courses: CourseRow[],
): Promise<CourseFacts> {
  const { db } = context.database;
  const courseIds = courses.map((course) => course.id);
  const lessons = await findLessonsOfCourses(db, courseIds);
  const files = await findFilesOfLessons(
    db,
    lessons.map((lesson) => lesson.id),
  );
  const progressRows = learner
    ? await findProgressOfUser(
        db,
        learner.user.id,
        lessons.map((lesson) => lesson.id),
      )
    : [];
  const certificateRows = learner ? await findCertificatesOfUser(db, learner.user.id, courseIds) : [];
  const certificateName = learner ? await findCertificateName(db, learner.user.id) : null;
  return {
    lessons,
    videoSeconds: new Map(
      files.flatMap((file) =>
        file.kind === "video" && file.durationSeconds ? [[file.lessonId, file.durationSeconds] as const] : [],
      ),
    ),
    progress: new Map(progressRows.map((row) => [row.lessonId, row])),
    certificates: new Map(certificateRows.flatMap((row) => (row.courseId ? [[row.courseId, row.code] as const] : []))),
    hasCertificateName: Boolean(certificateName),
  };
}

function lessonsOf(facts: CourseFacts, course: CourseRow): LessonRow[] {
  return facts.lessons.filter((lesson) => lesson.courseId === course.id);
}

function progressOf(facts: CourseFacts, course: CourseRow, learner: AccessCaller | undefined): TCourseProgress | null {
  if (!learner) return null;
  const lessons = lessonsOf(facts, course);
  const completed = lessons.filter((lesson) => facts.progress.get(lesson.id)?.completedAt);
  const next = lessons.find((lesson) => !facts.progress.get(lesson.id)?.completedAt) ?? lessons[0];
  return {
    completedLessons: completed.length,
    totalLessons: lessons.length,
    nextLessonSlug: next?.slug ?? null,
    isCompleted: lessons.length > 0 && completed.length === lessons.length,
    certificateCode: facts.certificates.get(course.id) ?? null,
    hasCertificateName: facts.hasCertificateName,
  };
}

function summarize(facts: CourseFacts, course: CourseRow, learner: AccessCaller | undefined): TCourseSummary {
  const lessons = lessonsOf(facts, course);
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    excerpt: course.excerpt,
    coverImageUrl: course.coverImageUrl,
    category: course.category as CourseCategory,
    level: course.level as CourseLevel,
    requiredTier: course.requiredTier as CourseTier,
    totalSeconds: totalSecondsOf(course, lessons, facts.videoSeconds),
    lessonCount: lessons.length,
    progress: progressOf(facts, course, learner),
  };
}

function describe(facts: CourseFacts, course: CourseRow, learner: AccessCaller | undefined): TCourseDetail {
  const isLocked = !mayUse(learner, courseCapability(course));
  const lessons: TLessonOutline[] = lessonsOf(facts, course).map((lesson) => ({
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    durationSeconds: lessonSeconds(lesson, facts.videoSeconds.get(lesson.id)),
    isCompleted: Boolean(facts.progress.get(lesson.id)?.completedAt),
    isLocked,
  }));
  return {
    ...summarize(facts, course, learner),
    description: course.description,
    learnings: course.learnings,
    estimatedMinutes: course.estimatedMinutes,
    lessons,
    canAccess: !isLocked,
  };
}

export async function listPublishedCourses(
  context: AppContext,
  learner: AccessCaller | undefined,
): Promise<TCourseSummary[]> {
  const courses = await findPublishedCourses(context.database.db);
  const facts = await gatherFacts(context, learner, courses);
  return courses.map((course) => summarize(facts, course, learner));
}

/** Summaries of the given courses (learning paths), in the order given. */
export async function summarizeCourses(
  context: AppContext,
  learner: AccessCaller | undefined,
  courses: CourseRow[],
): Promise<TCourseSummary[]> {
  const facts = await gatherFacts(context, learner, courses);
  return courses.map((course) => summarize(facts, course, learner));
}

export async function readCourse(
  context: AppContext,
  learner: AccessCaller | undefined,
  slug: string,
): Promise<TCourseDetail> {
  const course = await findCourseBySlug(context.database.db, slug);
  if (!isVisible(learner, course)) throw notFound("Course not found");
  return describe(await gatherFacts(context, learner, [course]), course, learner);
}

/** The file's URL; with `access` (a signed link, file-links.ts) it works without the bearer header. */
export function lessonFileUrl(
  course: { slug: string },
  lesson: { slug: string },
  file: { id: string },
  access?: string,
): string {
  const url = `/api/courses/${encodeURIComponent(course.slug)}/lessons/${encodeURIComponent(lesson.slug)}/files/${file.id}`;
  return access ? `${url}?access=${encodeURIComponent(access)}` : url;
}

export function toLessonFile(
  course: CourseRow,
  lesson: LessonRow,
  file: LessonFileRow,
  access?: (fileId: string) => string,
): TLessonFile {
  return {
    id: file.id,
    kind: file.kind as TLessonFile["kind"],
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    url: lessonFileUrl(course, lesson, file, access?.(file.id)),
  };
}

/** A lesson the learner may open: its course, the lesson and the course's lessons; else 404/403. */
export async function openLesson(context: AppContext, learner: AccessCaller, slug: string, lessonSlug: string) {
  const course = await findCourseBySlug(context.database.db, slug);
  if (!isVisible(learner, course)) throw notFound("Course not found");
  const facts = await gatherFacts(context, learner, [course]);
  const lessons = lessonsOf(facts, course);
  const index = lessons.findIndex((lesson) => lesson.slug === lessonSlug);
  const lesson = lessons[index];
  if (!lesson) throw notFound("Lesson not found");
  assertMayUse(learner, courseCapability(course));
  return { course, lesson, lessons, index, facts };
}

export async function readLesson(
  context: AppContext,
  learner: AccessCaller,
  slug: string,
  lessonSlug: string,
): Promise<TLessonDetail> {
  const { course, lesson, lessons, index, facts } = await openLesson(context, learner, slug, lessonSlug);
  const access = (fileId: string) => createFileAccess(context, learner.user, fileId);
  const files = (await findFilesOfLessons(context.database.db, [lesson.id])).map((file) =>
    toLessonFile(course, lesson, file, access),
  );
  const progress = facts.progress.get(lesson.id);
  return {
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    durationSeconds: lessonSeconds(lesson, facts.videoSeconds.get(lesson.id)),
    contentHtml: storedOrRenderedHtml(lesson, context.siteOrigin),
    video: files.find((file) => file.kind === "video") ?? null,
    captions: files.find((file) => file.kind === "captions") ?? null,
    images: files.filter((file) => file.kind === "image"),
    attachments: files.filter((file) => file.kind === "attachment"),
    positionSeconds: progress?.positionSeconds ?? 0,
    isCompleted: Boolean(progress?.completedAt),
    previousSlug: lessons[index - 1]?.slug ?? null,
    nextSlug: lessons[index + 1]?.slug ?? null,
    course: describe(facts, course, learner),
  };
}

/** A lesson's file, after the same checks as the lesson: a copied URL does not work for a lower tier. */
export async function openLessonFile(
  context: AppContext,
  learner: AccessCaller,
  slug: string,
  lessonSlug: string,
  fileId: string,
): Promise<LessonFileRow> {
  const { lesson } = await openLesson(context, learner, slug, lessonSlug);
  const file = await findLessonFile(context.database.db, lesson.id, fileId);
  if (!file) throw notFound("File not found");
  return file;
}
