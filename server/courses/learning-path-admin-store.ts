import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { learningPathCourses, learningPaths, microcourses } from "../db/schema/index";

export type LearningPathRow = typeof learningPaths.$inferSelect;
type NewLearningPath = typeof learningPaths.$inferInsert;

/** Every path, drafts too, in the order /cursos shows them. */
export async function findAllPaths(db: Db): Promise<LearningPathRow[]> {
  return db.select().from(learningPaths).orderBy(asc(learningPaths.orderIndex), asc(learningPaths.title));
}

/** The courses of the given paths, each path's in its order, with what the back office shows of them. */
export async function findPathCourses(db: Db, pathIds: string[]) {
  if (pathIds.length === 0) return [];
  return db
    .select({
      pathId: learningPathCourses.pathId,
      id: microcourses.id,
      title: microcourses.title,
      status: microcourses.status,
    })
    .from(learningPathCourses)
    .innerJoin(microcourses, eq(microcourses.id, learningPathCourses.courseId))
    .where(inArray(learningPathCourses.pathId, pathIds))
    .orderBy(asc(learningPathCourses.position));
}

/** Which of `ids` are courses. */
export async function findExistingCourseIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: microcourses.id }).from(microcourses).where(inArray(microcourses.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Inserts the path after the others and links its courses, in one transaction. */
export async function insertPath(db: Db, values: NewLearningPath, courseIds: string[]): Promise<LearningPathRow> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ orderIndex: sql<number>`coalesce(max(${learningPaths.orderIndex}) + 1, 0)::int` })
      .from(learningPaths);
    const [row] = await tx
      .insert(learningPaths)
      .values({ ...values, orderIndex: next?.orderIndex ?? 0 })
      .returning();
    if (!row) throw new Error("learning path insert returned nothing");
    await linkCourses(tx, row.id, courseIds);
    return row;
  });
}

/** Changes the given fields and, when `courseIds` is given, replaces the path's courses. */
export async function updatePath(
  db: Db,
  id: string,
  values: Partial<NewLearningPath>,
  courseIds: string[] | undefined,
): Promise<LearningPathRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] =
      Object.keys(values).length > 0
        ? await tx.update(learningPaths).set(values).where(eq(learningPaths.id, id)).returning()
        : await tx.select().from(learningPaths).where(eq(learningPaths.id, id));
    if (!row) return undefined;
    if (courseIds) {
      await tx.delete(learningPathCourses).where(eq(learningPathCourses.pathId, id));
      await linkCourses(tx, id, courseIds);
    }
    return row;
  });
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function linkCourses(tx: Transaction, pathId: string, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await tx.insert(learningPathCourses).values(courseIds.map((courseId, position) => ({ pathId, courseId, position })));
}

export async function deletePath(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(learningPaths).where(eq(learningPaths.id, id)).returning({ id: learningPaths.id });
  return rows.length > 0;
}

/** order_index = position in `ids` for the paths listed (others keep theirs). */
export async function reorderPaths(db: Db, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await tx.update(learningPaths).set({ orderIndex: index }).where(eq(learningPaths.id, id));
  });
}
