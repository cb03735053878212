import {
  REFLECTION_ENTRIES_MAX,
  type TQuizBestScore,
  type TQuizScores,
  type TRecordQuizScore,
  type TReflectionEntry,
  type TReflectionList,
  type TSaveReflection,
} from "../../contracts/training";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import * as store from "./store";

function toBestScore(row: store.QuizScoreRow): TQuizBestScore {
  return {
    topic: row.topic as TQuizBestScore["topic"],
    bestCorrect: row.bestCorrect,
    bestTotal: row.bestTotal,
    bestPercent: row.bestPercent,
    attempts: row.attempts,
    lastPlayedAt: row.lastPlayedAt.toISOString(),
  };
}

function toEntry(row: store.ReflectionRow): TReflectionEntry {
  return {
    id: row.id,
    theme: row.theme as TReflectionEntry["theme"],
    answers: row.answers,
    aiFeedback: row.aiFeedback,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listQuizScores(context: AppContext, userId: string): Promise<TQuizScores> {
  const rows = await store.findQuizScores(context.database.db, userId);
  return { scores: rows.map(toBestScore) };
}

export async function recordQuizScore(
  context: AppContext,
  userId: string,
  round: TRecordQuizScore,
): Promise<TQuizScores> {
  const percent = Math.round((round.correct / round.total) * 100);
  await store.upsertQuizScore(context.database.db, userId, round, percent);
  return listQuizScores(context, userId);
}

export async function listReflections(context: AppContext, userId: string): Promise<TReflectionList> {
  const rows = await store.findReflections(context.database.db, userId, REFLECTION_ENTRIES_MAX);
  return { entries: rows.map(toEntry) };
}

/** Another user's entry answers 404 like a missing one: its existence is not disclosed. */
export async function getReflection(context: AppContext, userId: string, id: string): Promise<TReflectionEntry> {
  const row = await store.findReflection(context.database.db, userId, id);
  if (!row) throw notFound("Reflection entry not found");
  return toEntry(row);
}

export async function createReflection(
  context: AppContext,
  userId: string,
  entry: TSaveReflection,
): Promise<TReflectionEntry> {
  const { db } = context.database;
  if ((await store.countReflections(db, userId)) >= REFLECTION_ENTRIES_MAX)
    throw new AppError(409, "conflict", `At most ${REFLECTION_ENTRIES_MAX} entries; delete or export old ones first`);
  return toEntry(await store.insertReflection(db, userId, entry));
}

export async function editReflection(
  context: AppContext,
  userId: string,
  id: string,
  entry: TSaveReflection,
): Promise<TReflectionEntry> {
  const row = await store.updateReflection(context.database.db, userId, id, entry);
  if (!row) throw notFound("Reflection entry not found");
  return toEntry(row);
}

export async function removeReflection(context: AppContext, userId: string, id: string): Promise<void> {
  if (!(await store.deleteReflection(context.database.db, userId, id))) throw notFound("Reflection entry not found");
}
