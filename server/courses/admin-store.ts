import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { lessonFiles, microcourseLessons, microcourses } from "../db/schema/index";
import type { CourseRow, LessonFileRow, LessonRow } from "./store";

type NewCourse = typeof microcourses.$inferInsert;
type NewLesson = typeof microcourseLessons.$inferInsert;

/** Slug taken (unique index): answered as a conflict by the service. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "23505";
}

export async function insertCourse(db: Db, values: NewCourse): Promise<CourseRow> {
  const [row] = await db.insert(microcourses).values(values).returning();
  if (!row) throw new Error("course insert returned nothing");
  return row;
}

export async function updateCourse(db: Db, id: string, values: Partial<NewCourse>): Promise<CourseRow | undefined> {
  const [row] = await db
    .update(microcourses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(microcourses.id, id))
    .returning();
  return row;
}

export async function deleteCourse(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(microcourses).where(eq(microcourses.id, id)).returning({ id: microcourses.id });
  return rows.length > 0;
}

/** Sets order_index = position in `ids` for the rows of `table` listed (others keep theirs). */
export async function reorderCourses(db: Db, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await tx.update(microcourses).set({ orderIndex: index }).where(eq(microcourses.id, id));
  });
}

export async function reorderLessons(db: Db, courseId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(microcourseLessons)
        .set({ orderIndex: index })
        .where(and(eq(microcourseLessons.id, id), eq(microcourseLessons.courseId, courseId)));
    }
  });
}

export async function insertLesson(db: Db, values: NewLesson): Promise<LessonRow> {
  const [row] = await db.insert(microcourseLessons).values(values).returning();
  if (!row) throw new Error("lesson insert returned nothing");
  return row;
}

export async function nextLessonOrder(db: Db, courseId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${microcourseLessons.orderIndex}) + 1, 0)::int` })
    .from(microcourseLessons)
    .where(eq(microcourseLessons.courseId, courseId));
  return row?.next ?? 0;
}

export async function updateLesson(
  db: Db,
  courseId: string,
  id: string,
  values: Partial<NewLesson>,
): Promise<LessonRow | undefined> {
  const [row] = await db
    .update(microcourseLessons)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(microcourseLessons.id, id), eq(microcourseLessons.courseId, courseId)))
    .returning();
  return row;
}

export async function deleteLesson(db: Db, courseId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(microcourseLessons)
    .where(and(eq(microcourseLessons.id, id), eq(microcourseLessons.courseId, courseId)))
    .returning({ id: microcourseLessons.id });
  return rows.length > 0;
}

export async function insertLessonFile(db: Db, values: typeof lessonFiles.$inferInsert): Promise<LessonFileRow> {
  const [row] = await db.insert(lessonFiles).values(values).returning();
  if (!row) throw new Error("lesson file insert returned nothing");
  return row;
}

/** Removes the rows and answers them, so their bytes can be removed from the store. */
export async function deleteLessonFiles(
  db: Db,
  lessonId: string,
  where: { ids?: string[]; kind?: string },
): Promise<LessonFileRow[]> {
  const conditions = [eq(lessonFiles.lessonId, lessonId)];
  if (where.ids) conditions.push(inArray(lessonFiles.id, where.ids));
  if (where.kind) conditions.push(eq(lessonFiles.kind, where.kind));
  return db
    .delete(lessonFiles)
    .where(and(...conditions))
    .returning();
}
