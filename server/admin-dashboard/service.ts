import { eq, gte, sql } from "drizzle-orm";
import { SIGNUP_WEEKS, type TAdminDashboard } from "../../contracts/admin-dashboard";
import { MONTHLY_PRICE_EUR, TIERS, type Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { billingSubscriptions, users } from "../db/schema/index";
import { decideSubscription, resolveStripeSubscription } from "../subscriptions/resolve-subscription";

const DAY_MS = 24 * 60 * 60 * 1000;
const CONVERTED_STATUSES = new Set(["active", "past_due"]);

/**
 * The admin dashboard's figures. Each account's tier comes from decideSubscription, the one place
 * that decides plans, so the dashboard and check-subscription never disagree.
 */
export async function buildDashboard(context: AppContext, now = new Date()): Promise<TAdminDashboard> {
  const { db } = context.database;
  const rows = await db
    .select({ user: { tier: users.tier, tierExpiresAt: users.tierExpiresAt }, billing: billingSubscriptions })
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(eq(users.disabled, false));

  const membersByTier = Object.fromEntries(TIERS.map((tier) => [tier, 0])) as Record<Tier, number>;
  let paying = 0;
  let mrr = 0;
  const trials = { active: 0, converted: 0, finished: 0 };
  let cancellations = 0;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

  for (const { user, billing } of rows) {
    membersByTier[decideSubscription(user, billing, now).tier] += 1;
    if (!billing) continue;
    const stripe = resolveStripeSubscription(billing, now);
    if (stripe.subscribed && stripe.status !== "trialing") {
      paying += 1;
      mrr += MONTHLY_PRICE_EUR[stripe.tier] ?? 0;
    }
    if (billing.status === "trialing") trials.active += 1;
    else if (billing.hadTrial) {
      trials.finished += 1;
      if (
        CONVERTED_STATUSES.has(billing.status) ||
        (billing.status === "canceled" &&
          billing.currentPeriodEnd &&
          billing.trialEnd &&
          billing.currentPeriodEnd > billing.trialEnd)
      ) {
        trials.converted += 1;
      }
    }
    if (billing.canceledAt && billing.canceledAt >= monthStart) cancellations += 1;
  }

  return {
    members_by_tier: membersByTier,
    total_members: rows.length,
    paying,
    trials: { ...trials, conversion_rate: trials.finished ? trials.converted / trials.finished : null },
    mrr_eur: mrr,
    cancellations_this_month: cancellations,
    signups_per_week: await countSignupsPerWeek(context, now),
  };
}

async function countSignupsPerWeek(context: AppContext, now: Date) {
  const currentWeek = startOfWeek(now);
  const firstWeek = new Date(currentWeek.getTime() - (SIGNUP_WEEKS - 1) * 7 * DAY_MS);
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const counts = await context.database.db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(users)
    .where(gte(users.createdAt, firstWeek))
    .groupBy(week);
  const byWeek = new Map(counts.map((row) => [row.week, row.count]));
  return Array.from({ length: SIGNUP_WEEKS }, (_, index) => {
    const weekStart = new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10);
    return { week_start: weekStart, count: byWeek.get(weekStart) ?? 0 };
  });
}

/** Monday 00:00 UTC of the week `date` falls in (PostgreSQL's date_trunc('week')). */
function startOfWeek(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}
