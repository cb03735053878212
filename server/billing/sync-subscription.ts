import type Stripe from "stripe";
import type { Executor } from "../auth/store";
import type { StripeBilling } from "../stripe/stripe-client";
import { findTierForPrice } from "../stripe/stripe-client";
import { updateBilling, type BillingChanges, type BillingRow } from "./store";

const LIVE_STATUSES = new Set(["trialing", "active", "past_due"]);

/**
 * Stores what the Stripe API says a subscription is now. Callers fetch it from the API right
 * before (never trust an event's copy), so a late or out-of-order event cannot bring back an
 * older state: whatever order events come in, the last write is the newest truth.
 */
export async function storeSubscription(
  db: Executor,
  billing: StripeBilling,
  row: BillingRow,
  subscription: Stripe.Subscription,
  now = new Date(),
): Promise<BillingRow | undefined> {
  if (!shouldTrack(row, subscription)) return row;
  return updateBilling(db, row.userId, describeSubscription(billing, row, subscription, now));
}

/**
 * A customer holds one subscription; another one of theirs replaces it only when the stored one
 * is over or the other is live (a new checkout after a cancellation).
 */
function shouldTrack(row: BillingRow, subscription: Stripe.Subscription): boolean {
  if (!row.stripeSubscriptionId || row.stripeSubscriptionId === subscription.id) return true;
  return !LIVE_STATUSES.has(row.status) || LIVE_STATUSES.has(subscription.status);
}

export function describeSubscription(
  billing: StripeBilling,
  row: Pick<BillingRow, "pastDueSince" | "hadTrial" | "stripeSubscriptionId">,
  subscription: Stripe.Subscription,
  now: Date,
): BillingChanges {
  const items = subscription.items.data;
  const priceId = items[0]?.price.id ?? null;
  // API 2025-03-31 and later keep the period on each item; the subscription's is the latest.
  const periodEnds = items.map((item) => item.current_period_end);
  const isSame = row.stripeSubscriptionId === subscription.id;
  const wasPastDue = isSame && row.pastDueSince;
  return {
    stripeSubscriptionId: subscription.id,
    stripePriceId: priceId,
    tier: findTierForPrice(billing, priceId),
    status: subscription.status,
    currentPeriodEnd: periodEnds.length ? fromUnix(Math.max(...periodEnds)) : null,
    trialEnd: fromUnix(subscription.trial_end),
    // The portal may cancel with a date (cancel_at) rather than the flag; both end the plan then.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: fromUnix(subscription.canceled_at),
    endedAt: fromUnix(subscription.ended_at),
    pastDueSince: subscription.status === "past_due" ? wasPastDue || now : null,
    hadTrial: row.hadTrial || subscription.trial_start !== null,
    startedAt: fromUnix(subscription.start_date),
  };
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}
