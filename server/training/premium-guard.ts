import type { FastifyRequest } from "fastify";
import { hasPremiumAccess } from "../../contracts/tiers";
import { requireUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { resolveSubscription } from "../subscriptions/resolve-subscription";

/**
 * Spec section 2 "Premium required" on the server: an active or trialing premium or enterprise
 * plan, as resolve-subscription decides it. Admins pass, as the page guard lets them through.
 */
export async function requirePremiumUser(request: FastifyRequest, context: AppContext): Promise<CurrentUser> {
  const user = await requireUser(request, context);
  if (user.isAdmin) return user;
  const subscription = await resolveSubscription(context.database.db, {
    id: user.id,
    tier: user.grantedTier,
    tierExpiresAt: user.tierExpiresAt,
  });
  if (!hasPremiumAccess(subscription)) throw new AppError(403, "premium_required", "A premium plan is required");
  return user;
}
