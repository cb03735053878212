import { and, eq, sql } from "drizzle-orm";
import { MINUTES_PER_QUERY } from "../../contracts/transcription";
import { DAILY_AI_QUERIES, type Tier } from "../../contracts/tiers";
import type { TAssistantUsage } from "../../contracts/assistants";
import type { Db, Executor } from "../db/client";
import { aiDailyUsage } from "../db/schema/index";
import { AppError } from "../core/errors";
import { madridDay, nextMadridMidnight } from "./madrid-day";

/*
 * The one meter of the daily AI queries. Every query anything spends (a chat turn, an article's
 * question, a lesson's, a coach's, an AI app's, a service job, a recording attached to a chat)
 * is spent by `spendQueries` and given back by `refundQueries`, on the same Madrid day. The rules
 * of what costs what live with it: one query per model call, one per started ten minutes of
 * decoded audio (`queriesForAudio`).
 */

export interface QuerySpend {
  userId: string;
  /** The plan whose daily allowance applies (DAILY_AI_QUERIES). */
  tier: Tier;
  /** Queries spent at once, all or none. */
  count: number;
  /** The Madrid day they count on (YYYY-MM-DD); today's when absent. */
  day?: string;
}

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
 * Spends `count` of a day's queries, all or none, or throws 429 `daily_quota_reached` (with the
 * reset time). One conditional upsert: PostgreSQL locks the day's row, so concurrent spends with
 * k queries left let exactly k through, on any number of app instances. Answers the day spent on,
 * which a refund must name.
 */
export async function spendQueries(db: Executor, spend: QuerySpend, now = new Date()): Promise<string> {
  const day = spend.day ?? madridDay(now);
  if (spend.count <= 0) return day;
  const limit = DAILY_AI_QUERIES[spend.tier];
  const fits = limit === null || spend.count <= limit;
  const underLimit = limit === null ? sql`true` : sql`${aiDailyUsage.queries} + ${spend.count} <= ${limit}`;
  const spent = fits
    ? await db
        .insert(aiDailyUsage)
        .values({ userId: spend.userId, day, queries: spend.count })
        .onConflictDoUpdate({
          target: [aiDailyUsage.userId, aiDailyUsage.day],
          set: { queries: sql`${aiDailyUsage.queries} + ${spend.count}` },
          setWhere: underLimit,
        })
        .returning({ queries: aiDailyUsage.queries })
    : [];
  if (spent.length > 0) return day;
  const resetsAt = nextMadridMidnight(now).toISOString();
  throw new AppError(429, "daily_quota_reached", `Daily AI query limit of ${limit} reached`, { limit, resetsAt });
}

/** Gives back `count` queries spent on `day` (only when the provider produced nothing for them). */
export async function refundQueries(
  db: Executor,
  refund: { userId: string; day: string; count: number },
): Promise<void> {
  if (refund.count <= 0) return;
  await db
    .update(aiDailyUsage)
    .set({ queries: sql`greatest(${aiDailyUsage.queries} - ${refund.count}, 0)` })
    .where(and(eq(aiDailyUsage.userId, refund.userId), eq(aiDailyUsage.day, refund.day)));
}

/**
 * Decoded audio is a whole number of MP3 frames plus the encoder's delay, up to a tenth of a
 * second longer than the sound: a second of slack keeps a ten-minute recording at one query.
 */
export const DECODED_SLACK_SECONDS = 1;

/** Queries a recording costs: one per started ten minutes of decoded sound (at least one). */
export function queriesForAudio(seconds: number): number {
  return Math.max(1, Math.ceil((seconds - DECODED_SLACK_SECONDS) / (MINUTES_PER_QUERY * 60)));
}
