import type { Tier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { resolveSubscription } from "../subscriptions/resolve-subscription";

/**
 * The tier the caller's plan gives right now (grants and Stripe, as resolve-subscription decides);
 * a lapsed or unpaid plan counts as free, a past_due one only while its grace lasts.
 */
export async function findCallerTier(context: AppContext, user: CurrentUser): Promise<Tier> {
  const grant = { id: user.id, tier: user.grantedTier, tierExpiresAt: user.tierExpiresAt };
  const subscription = await resolveSubscription(context.database.db, grant);
  return subscription.subscribed ? subscription.tier : "free";
}

/** The tier whose attachment allowance applies: admins get the top one, as they reach every assistant. */
export function attachmentTierOf(user: CurrentUser, tier: Tier): Tier {
  return user.isAdmin ? "enterprise" : tier;
}
