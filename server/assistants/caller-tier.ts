import type { Tier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import { resolveSubscription } from "../subscriptions/resolve-subscription";

/** The tier the caller's plan gives right now; a lapsed or unpaid plan counts as free. */
export async function findCallerTier(user: CurrentUser): Promise<Tier> {
  const subscription = await resolveSubscription({ tier: user.grantedTier, tierExpiresAt: user.tierExpiresAt });
  const isLive = subscription.status === "active" || subscription.status === "trialing";
  return isLive ? subscription.tier : "free";
}
