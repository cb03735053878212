import { inArray } from "drizzle-orm";
import { isTier, tierAtLeast, type Tier } from "../../contracts/tiers";
import { createBatchedLookup } from "../db/batched-lookup";
import type { Db } from "../db/client";
import { billingSubscriptions } from "../db/schema/index";

export interface ResolvedSubscription {
  subscribed: boolean;
  tier: Tier;
  /** "inactive", "active" for a grant, or the Stripe status as Stripe names it. */
  status: string;
  /** ISO date access ends or renews (period end, or trial end); null when open-ended or free. */
  subscription_end: string | null;
}

interface GrantHolder {
  id?: string;
  tier: string;
  tierExpiresAt: Date | null;
}

/** The stored Stripe subscription of a user (billing_subscriptions), as resolution needs it. */
export interface StripeSubscriptionState {
  tier: string;
  status: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  pastDueSince: Date | null;
}

/** After a failed payment the plan keeps working this long, then drops to free. */
export const PAST_DUE_GRACE_DAYS = 3;
/**
 * A renewal moves the period end forward with a webhook; if none came (lost, or the endpoint
 * down), access still ends this long after the period (or trial) end. The daily re-sync
 * (server/billing/resync-subscriptions.ts) corrects the row well within it.
 */
export const PERIOD_END_GRACE_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a user's plan is right now (check-subscription, guards, admin lists). The single place
 * that decides it: the higher of the Stripe subscription (active or trialing until its period end
 * plus a grace, past_due within its grace, or cancelled but not yet at its period end — Stripe
 * keeps those "active") and the tier granted by an admin or an access code until `tierExpiresAt`.
 */
export function decideSubscription(
  user: GrantHolder,
  stripe: StripeSubscriptionState | null | undefined,
  now = new Date(),
): ResolvedSubscription {
  const granted = resolveGrantedSubscription(user, now);
  const paid = stripe ? resolveStripeSubscription(stripe, now) : undefined;
  if (paid?.subscribed && tierAtLeast(paid.tier, granted.tier)) return paid;
  if (granted.subscribed || !paid) return granted;
  return paid;
}

/** Loads the user's Stripe subscription, then decides (see decideSubscription). */
export async function resolveSubscription(
  db: Db,
  user: GrantHolder & { id: string },
  now = new Date(),
): Promise<ResolvedSubscription> {
  return decideSubscription(user, await findStripeSubscription(db, user.id), now);
}

/**
 * check-subscription runs on every page load of a signed-in user: under load its reads share
 * queries, as the session checks do (server/db/batched-lookup.ts); each answer still comes from
 * a query that started after it was asked, so a webhook's write is seen at once.
 */
const stripeLookups = new WeakMap<Db, (userId: string) => Promise<StripeSubscriptionState | undefined>>();

/** The user's stored Stripe subscription, if any (read in a shared query, see above). */
export function findStripeSubscription(db: Db, userId: string): Promise<StripeSubscriptionState | undefined> {
  let lookup = stripeLookups.get(db);
  if (!lookup) {
    lookup = createBatchedLookup(async (userIds) => {
      const rows = await db.select().from(billingSubscriptions).where(inArray(billingSubscriptions.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row]));
    });
    stripeLookups.set(db, lookup);
  }
  return lookup(userId);
}

export function resolveStripeSubscription(stripe: StripeSubscriptionState, now = new Date()): ResolvedSubscription {
  const tier = isTier(stripe.tier) ? stripe.tier : "free";
  const end = stripe.status === "trialing" ? (stripe.trialEnd ?? stripe.currentPeriodEnd) : stripe.currentPeriodEnd;
  if (tier !== "free" && hasStripeAccess(stripe, now)) {
    return {
      subscribed: true,
      tier,
      status: stripe.status,
      subscription_end: end?.toISOString() ?? null,
    };
  }
  // A live status whose period has run out is what Stripe said last, not what holds now.
  const isLapsed = stripe.status === "none" || stripe.status === "active" || stripe.status === "trialing";
  return { subscribed: false, tier: "free", status: isLapsed ? "inactive" : stripe.status, subscription_end: null };
}

function hasStripeAccess(stripe: StripeSubscriptionState, now: Date): boolean {
  if (stripe.status === "active" || stripe.status === "trialing") {
    const end = stripe.status === "trialing" ? (stripe.trialEnd ?? stripe.currentPeriodEnd) : stripe.currentPeriodEnd;
    return end !== null && now.getTime() < end.getTime() + PERIOD_END_GRACE_DAYS * DAY_MS;
  }
  if (stripe.status !== "past_due") return false;
  const since = stripe.pastDueSince ?? now;
  return now.getTime() < findGraceEnd(since).getTime();
}

export function findGraceEnd(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

export function resolveGrantedSubscription(user: GrantHolder, now = new Date()): ResolvedSubscription {
  const tier = findLiveGrantedTier(user, now);
  if (tier === "free") return { subscribed: false, tier: "free", status: "inactive", subscription_end: null };
  return {
    subscribed: true,
    tier,
    status: "active",
    subscription_end: user.tierExpiresAt?.toISOString() ?? null,
  };
}

/** The granted tier, or free once its end date has passed. */
export function findLiveGrantedTier(user: GrantHolder, now = new Date()): Tier {
  const isLive = !user.tierExpiresAt || user.tierExpiresAt.getTime() > now.getTime();
  return isLive && isTier(user.tier) ? user.tier : "free";
}
