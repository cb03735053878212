import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { aiMaturityAssessments } from "../db/schema/index";

export type MaturityAssessmentRow = typeof aiMaturityAssessments.$inferSelect;
type NewAssessment = Omit<typeof aiMaturityAssessments.$inferInsert, "id" | "createdAt">;

export async function findAssessments(db: Db, userId: string, limit: number): Promise<MaturityAssessmentRow[]> {
  return db
    .select()
    .from(aiMaturityAssessments)
    .where(eq(aiMaturityAssessments.userId, userId))
    .orderBy(desc(aiMaturityAssessments.createdAt))
    .limit(limit);
}

export async function countAssessments(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(aiMaturityAssessments)
    .where(eq(aiMaturityAssessments.userId, userId));
  return row?.total ?? 0;
}

export async function insertAssessment(db: Db, assessment: NewAssessment): Promise<MaturityAssessmentRow> {
  const [row] = await db.insert(aiMaturityAssessments).values(assessment).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Deletes only the user's own assessment; false when there is none with that id for them. */
export async function deleteAssessment(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(aiMaturityAssessments)
    .where(and(eq(aiMaturityAssessments.id, id), eq(aiMaturityAssessments.userId, userId)))
    .returning({ id: aiMaturityAssessments.id });
  return deleted.length > 0;
}
