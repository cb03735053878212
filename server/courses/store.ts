import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  courseCertificates,
  learningPathCourses,
  learningPaths,
  lessonFiles,
  lessonProgress,
  microcourseLessons,
  microcourses,
  users,
} from "../db/schema/index";

export type CourseRow = typeof microcourses.$inferSelect;
export type LessonRow = typeof microcourseLessons.$inferSelect;
export type LessonFileRow = typeof lessonFiles.$inferSelect;
export type ProgressRow = typeof lessonProgress.$inferSelect;
export type CertificateRow = typeof courseCertificates.$inferSelect;

export async function findPublishedCourses(db: Db): Promise<CourseRow[]> {
  return db
    .select()
    .from(microcourses)
    .where(eq(microcourses.status, "published"))
    .orderBy(asc(microcourses.orderIndex), asc(microcourses.title));
}

export async function findCourseBySlug(db: Db, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(microcourses).where(eq(microcourses.slug, slug));
  return row;
}

export async function findCourseById(db: Db, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(microcourses).where(eq(microcourses.id, id));
  return row;
}

export async function findAllCourses(db: Db): Promise<CourseRow[]> {
  return db.select().from(microcourses).orderBy(asc(microcourses.orderIndex), asc(microcourses.title));
}

/** Lessons of the given courses, in course order. */
export async function findLessonsOfCourses(db: Db, courseIds: string[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(microcourseLessons)
    .where(inArray(microcourseLessons.courseId, courseIds))
    .orderBy(asc(microcourseLessons.orderIndex), asc(microcourseLessons.createdAt));
}

export async function findFilesOfLessons(db: Db, lessonIds: string[]): Promise<LessonFileRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(lessonFiles)
    .where(inArray(lessonFiles.lessonId, lessonIds))
    .orderBy(asc(lessonFiles.position), asc(lessonFiles.createdAt));
}

export async function findLessonFile(db: Db, lessonId: string, fileId: string): Promise<LessonFileRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonFiles)
    .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId)));
  return row;
}

export async function findProgressOfUser(db: Db, userId: string, lessonIds: string[]): Promise<ProgressRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)));
}

/** Watched seconds credited beyond the real time measured: request latency and clock granularity. */
export const WATCHED_CREDIT_SLACK_SECONDS = 2;

/**
 * Saves the position and credits watched time in one statement, so parallel saves queue on the
 * row and each sees the other's credit clock. The clock (`watched_until`) is how far real time has
 * been credited: a claim gets at most the seconds from it to the database's now, plus the slack,
 * and moves it on by what was credited (never behind now, so paused time is not banked). The
 * slack therefore counts once, not once per save: all credit stays within the real time since
 * the first claim plus the slack. Whole seconds are credited (rounded down).
 */
export async function savePositionAndWatchedTime(
  db: Db,
  values: { userId: string; lessonId: string; positionSeconds?: number; watchedSeconds?: number },
): Promise<ProgressRow> {
  const isClaim = values.watchedSeconds !== undefined;
  const claimed = values.watchedSeconds ?? 0;
  const clock = sql`coalesce(${lessonProgress.watchedUntil}, now())`;
  const available = sql`greatest(0, extract(epoch from now() - ${clock})::float8 + ${WATCHED_CREDIT_SLACK_SECONDS})`;
  const credit = sql`floor(least(${claimed}::float8, ${available}))::int`;
  const firstCredit = Math.floor(Math.min(claimed, WATCHED_CREDIT_SLACK_SECONDS));
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: values.userId,
      lessonId: values.lessonId,
      positionSeconds: values.positionSeconds ?? 0,
      watchedSeconds: firstCredit,
      watchedUntil: isClaim ? sql`now() + make_interval(secs => ${firstCredit})` : null,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSeconds:
          values.positionSeconds === undefined ? sql`${lessonProgress.positionSeconds}` : values.positionSeconds,
        watchedSeconds: isClaim
          ? sql`${lessonProgress.watchedSeconds} + ${credit}`
          : sql`${lessonProgress.watchedSeconds}`,
        watchedUntil: isClaim
          ? sql`greatest(${clock} + make_interval(secs => ${credit}), now())`
          : sql`${lessonProgress.watchedUntil}`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error("progress upsert returned nothing");
  return row;
}

/** Marks the lesson completed; a lesson once completed keeps its first completion date. */
export async function markLessonCompleted(db: Db, userId: string, lessonId: string): Promise<ProgressRow> {
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, lessonId, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { completedAt: sql`coalesce(${lessonProgress.completedAt}, now())`, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("progress upsert returned nothing");
  return row;
}

export async function findCertificateByCode(db: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(courseCertificates).where(eq(courseCertificates.code, code));
  return row;
}

export async function findCertificatesOfUser(db: Db, userId: string, courseIds: string[]): Promise<CertificateRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), inArray(courseCertificates.courseId, courseIds)));
}

/** Inserts the certificate unless the user already has one for the course; answers the stored one. */
export async function findIssuedCertificate(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)));
  return row;
}

export async function findCertificateName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.certificateName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function saveCertificateName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(users).set({ certificateName: name }).where(eq(users.id, userId));
}

export async function insertCertificateOnce(
  db: Db,
  values: typeof courseCertificates.$inferInsert,
): Promise<CertificateRow> {
  await db.insert(courseCertificates).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(
      and(eq(courseCertificates.userId, values.userId ?? ""), eq(courseCertificates.courseId, values.courseId ?? "")),
    );
  if (!row) throw new Error("certificate insert returned nothing");
  return row;
}

export async function findPublishedPaths(db: Db) {
  const paths = await db
    .select()
    .from(learningPaths)
    .where(eq(learningPaths.published, true))
    .orderBy(asc(learningPaths.orderIndex));
  const links = paths.length
    ? await db
        .select()
        .from(learningPathCourses)
        .where(
          inArray(
            learningPathCourses.pathId,
            paths.map((path) => path.id),
          ),
        )
        .orderBy(asc(learningPathCourses.position))
    : [];
  return { paths, links };
}

/** Per course: learners who started a lesson, and learners who completed every lesson. */
export async function countLearners(db: Db): Promise<Map<string, { learners: number; completions: number }>> {
  const perUser = db
    .select({
      courseId: microcourseLessons.courseId,
      userId: lessonProgress.userId,
      completed: sql<number>`count(${lessonProgress.completedAt})`.as("completed"),
    })
    .from(lessonProgress)
    .innerJoin(microcourseLessons, eq(microcourseLessons.id, lessonProgress.lessonId))
    .groupBy(microcourseLessons.courseId, lessonProgress.userId)
    .as("per_user");
  const totals = db
    .select({ courseId: microcourseLessons.courseId, total: count().as("total") })
    .from(microcourseLessons)
    .groupBy(microcourseLessons.courseId)
    .as("totals");
  const rows = await db
    .select({
      courseId: perUser.courseId,
      learners: sql<number>`count(*)::int`,
      completions: sql<number>`count(*) filter (where ${perUser.completed} >= ${totals.total})::int`,
    })
    .from(perUser)
    .innerJoin(totals, eq(totals.courseId, perUser.courseId))
    .groupBy(perUser.courseId);
  return new Map(rows.map((row) => [row.courseId, { learners: row.learners, completions: row.completions }]));
}

/** Per lesson: how many users completed it. */
export async function countLessonCompletions(db: Db, lessonIds: string[]): Promise<Map<string, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, total: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .where(and(inArray(lessonProgress.lessonId, lessonIds), isNotNull(lessonProgress.completedAt)))
    .groupBy(lessonProgress.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.total]));
}

/** Published courses for the sitemap: slug and last change. */
export async function findPublishedCourseSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: microcourses.slug, updatedAt: microcourses.updatedAt })
    .from(microcourses)
    .where(eq(microcourses.status, "published"))
    .orderBy(asc(microcourses.orderIndex));
}
