import { and, eq, sql } from "drizzle-orm";
import { DAILY_AI_QUERIES, type Tier } from "../../contracts/tiers";
import type { TAssistantUsage } from "../../contracts/assistants";
import type { Db, Executor } from "../db/client";
import { aiDailyUsage } from "../db/schema/index";
import { AppError } from "../core/errors";
import { madridDay, nextMadridMidnight } from "./madrid-day";

export async function readUsage(
  db: Db,
  userId: string,
  tier: Tier,
  now = new Date(),
): Promise<Omit<TAssistantUsage, "aiConfigured">> {
  const [row] = await db
    .select({ queries: aiDailyUsage.queries })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.userId, userId), eq(aiDailyUsage.day, madridDay(now))));
  return { used: row?.queries ?? 0, limit: DAILY_AI_QUERIES[tier], resetsAt: nextMadridMidnight(now).toISOString() };
}

/**
 * Spends one of today's queries or throws 429 `daily_quota_reached` (with the reset time). One
 * conditional upsert: PostgreSQL locks the day's row, so N concurrent calls with k queries left
 * let exactly k through, on any number of app instances.
 */
export async function spendQuery(db: Executor, userId: string, tier: Tier, now = new Date()): Promise<void> {
  const limit = DAILY_AI_QUERIES[tier];
  const day = madridDay(now);
  const underLimit = limit === null ? sql`true` : sql`${aiDailyUsage.queries} < ${limit}`;
  const spent = await db
    .insert(aiDailyUsage)
    .values({ userId, day, queries: 1 })
    .onConflictDoUpdate({
      target: [aiDailyUsage.userId, aiDailyUsage.day],
      set: { queries: sql`${aiDailyUsage.queries} + 1` },
      setWhere: underLimit,
    })
    .returning({ queries: aiDailyUsage.queries });
  if (spent.length > 0) return;
  const resetsAt = nextMadridMidnight(now).toISOString();
  throw new AppError(429, "daily_quota_reached", `Daily AI query limit of ${limit} reached`, { limit, resetsAt });
}

/** Gives back a query the provider failed to answer before producing anything. */
export async function refundQuery(db: Db, userId: string, now = new Date()): Promise<void> {
  await refundQueries(db, userId, madridDay(now), 1);
}

/** Gives back `count` queries spent on a Madrid day (a service job's, on the day it was queued). */
export async function refundQueries(db: Executor, userId: string, day: string, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .update(aiDailyUsage)
    .set({ queries: sql`greatest(${aiDailyUsage.queries} - ${count}, 0)` })
    .where(and(eq(aiDailyUsage.userId, userId), eq(aiDailyUsage.day, day)));
}
