import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { findBillingByUser } from "./store";

const LIVE_STATUSES = new Set(["trialing", "active", "past_due"]);

/**
 * Whether checkout would give this caller the 7-day premium trial, so the plans page promises it
 * only then: Stripe is configured, the customer never had a trial, and no live subscription
 * would be changed in place instead (a change has no trial). A visitor can still get it by
 * signing up.
 */
export async function isTrialAvailable(context: AppContext, user: CurrentUser | undefined): Promise<boolean> {
  if (!context.billing) return false;
  if (!user) return true;
  const row = await findBillingByUser(context.database.db, user.id);
  if (!row) return true;
  const hasLiveSubscription = Boolean(row.stripeSubscriptionId) && LIVE_STATUSES.has(row.status);
  return !row.hadTrial && !hasLiveSubscription;
}
