import { and, count, desc, eq, sql } from "drizzle-orm";
import type { TRecordQuizScore, TSaveReflection } from "../../contracts/training";
import type { Db } from "../db/client";
import { trainingQuizScores, trainingReflections } from "../db/schema/index";

export type QuizScoreRow = typeof trainingQuizScores.$inferSelect;
export type ReflectionRow = typeof trainingReflections.$inferSelect;

export async function findQuizScores(db: Db, userId: string): Promise<QuizScoreRow[]> {
  return db
    .select()
    .from(trainingQuizScores)
    .where(eq(trainingQuizScores.userId, userId))
    .orderBy(trainingQuizScores.topic);
}

/**
 * Counts the round and keeps the better of it and the stored best (higher percentage, then more
 * correct answers) in one statement, so two rounds finishing at once cannot lose either.
 */
export async function upsertQuizScore(db: Db, userId: string, round: TRecordQuizScore, percent: number): Promise<void> {
  const isBetter = sql`(excluded.best_percent > ${trainingQuizScores.bestPercent} or (excluded.best_percent = ${trainingQuizScores.bestPercent} and excluded.best_correct > ${trainingQuizScores.bestCorrect}))`;
  await db
    .insert(trainingQuizScores)
    .values({ userId, topic: round.topic, bestCorrect: round.correct, bestTotal: round.total, bestPercent: percent })
    .onConflictDoUpdate({
      target: [trainingQuizScores.userId, trainingQuizScores.topic],
      set: {
        attempts: sql`${trainingQuizScores.attempts} + 1`,
        lastPlayedAt: sql`now()`,
        bestCorrect: sql`case when ${isBetter} then excluded.best_correct else ${trainingQuizScores.bestCorrect} end`,
        bestTotal: sql`case when ${isBetter} then excluded.best_total else ${trainingQuizScores.bestTotal} end`,
        bestPercent: sql`case when ${isBetter} then excluded.best_percent else ${trainingQuizScores.bestPercent} end`,
      },
    });
}

const ownedBy = (userId: string, id: string) =>
  and(eq(trainingReflections.id, id), eq(trainingReflections.userId, userId));

export async function findReflections(db: Db, userId: string, limit: number): Promise<ReflectionRow[]> {
  return db
    .select()
    .from(trainingReflections)
    .where(eq(trainingReflections.userId, userId))
    .orderBy(desc(trainingReflections.createdAt))
    .limit(limit);
}

export async function countReflections(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(trainingReflections)
    .where(eq(trainingReflections.userId, userId));
  return row?.total ?? 0;
}

export async function findReflection(db: Db, userId: string, id: string): Promise<ReflectionRow | undefined> {
  const [row] = await db.select().from(trainingReflections).where(ownedBy(userId, id)).limit(1);
  return row;
}

export async function insertReflection(db: Db, userId: string, entry: TSaveReflection): Promise<ReflectionRow> {
  const [row] = await db
    .insert(trainingReflections)
    .values({ userId, theme: entry.theme, answers: entry.answers })
    .returning();
  if (!row) throw new Error("reflection insert returned nothing");
  return row;
}

export async function updateReflection(
  db: Db,
  userId: string,
  id: string,
  entry: TSaveReflection,
): Promise<ReflectionRow | undefined> {
  const [row] = await db
    .update(trainingReflections)
    .set({ theme: entry.theme, answers: entry.answers, aiFeedback: null, updatedAt: sql`now()` })
    .where(ownedBy(userId, id))
    .returning();
  return row;
}

export async function deleteReflection(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(trainingReflections)
    .where(ownedBy(userId, id))
    .returning({ id: trainingReflections.id });
  return rows.length > 0;
}

/** Keeps the AI's feedback on an entry; an entry deleted meanwhile simply takes none. */
export async function saveReflectionFeedback(db: Db, userId: string, id: string, feedback: string): Promise<void> {
  await db.update(trainingReflections).set({ aiFeedback: feedback }).where(ownedBy(userId, id));
}
