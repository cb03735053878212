import { isTier, type Tier } from "../../contracts/tiers";

export interface ResolvedSubscription {
  subscribed: boolean;
  tier: Tier;
  status: string;
  /** ISO date access ends; null when open-ended or free. */
  subscription_end: string | null;
}

interface GrantHolder {
  tier: string;
  tierExpiresAt: Date | null;
}

/**
 * What a user's plan is right now (check-subscription, admin lists). The single place that
 * decides it: today a tier granted by an admin or an access code counts as an active
 * subscription until `tierExpiresAt`; billing adds Stripe subscriptions here and keeps the
 * higher of the two.
 */
export async function resolveSubscription(
  user: GrantHolder,
  now = new Date(),
): Promise<ResolvedSubscription> {
  return resolveGrantedSubscription(user, now);
}

export function resolveGrantedSubscription(
  user: GrantHolder,
  now = new Date(),
): ResolvedSubscription {
  const tier = findLiveGrantedTier(user, now);
  if (tier === "free")
    return { subscribed: false, tier: "free", status: "inactive", subscription_end: null };
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
