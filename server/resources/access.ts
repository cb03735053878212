import type { FastifyRequest } from "fastify";
import { hasPremiumAccess, tierAtLeast, type SubscriptionState, type Tier } from "../../contracts/tiers";
import { requireUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { resolveSubscription } from "../subscriptions/resolve-subscription";

export interface ResourceReader {
  user: CurrentUser;
  /** The tier the user holds right now (free when the plan is not live); admins count as enterprise. */
  tier: Tier;
}

/**
 * `/recursos` needs premium (spec section 2, docs/architecture.md): an active or trialing premium or
 * enterprise plan, as resolve-subscription decides it. Admins pass, as the page guard lets them.
 */
export async function requireResourceReader(request: FastifyRequest, context: AppContext): Promise<ResourceReader> {
  const user = await requireUser(request, context);
  if (user.isAdmin) return { user, tier: "enterprise" };
  const subscription = await resolveSubscription(context.database.db, {
    id: user.id,
    tier: user.grantedTier,
    tierExpiresAt: user.tierExpiresAt,
  });
  if (!hasPremiumAccess(subscription)) throw new AppError(403, "premium_required", "A premium plan is required");
  return { user, tier: liveTier(subscription) };
}

function liveTier(subscription: SubscriptionState): Tier {
  return hasPremiumAccess(subscription) ? subscription.tier : "free";
}

/** One resource may ask for more than premium (enterprise): 403 with the tier it needs. */
export function assertTierReaches(reader: ResourceReader, required: Tier): void {
  if (!tierAtLeast(reader.tier, required)) {
    throw new AppError(403, "tier_required", `This resource needs the ${required} plan`, { tier: required });
  }
}
