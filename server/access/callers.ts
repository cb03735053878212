import type { FastifyRequest } from "fastify";
import type { Tier } from "../../contracts/tiers";
import { findCurrentUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { resolveSubscription } from "../subscriptions/resolve-subscription";
import type { AccessCaller } from "./policy";

/**
 * The tier the caller's plan gives right now (grants and Stripe, as resolve-subscription decides);
 * a lapsed or unpaid plan counts as free, a past_due one only while its grace lasts. The daily
 * AI quota is counted against it too.
 */
export async function findCallerTier(context: AppContext, user: CurrentUser): Promise<Tier> {
  const grant = { id: user.id, tier: user.grantedTier, tierExpiresAt: user.tierExpiresAt };
  const subscription = await resolveSubscription(context.database.db, grant);
  return subscription.subscribed ? subscription.tier : "free";
}

export async function toAccessCaller(context: AppContext, user: CurrentUser): Promise<AccessCaller> {
  return { user, tier: await findCallerTier(context, user) };
}

/** The signed-in caller with their tier, or undefined for a visitor (pages that show locks). */
export async function findAccessCaller(
  request: FastifyRequest,
  context: AppContext,
): Promise<AccessCaller | undefined> {
  const user = await findCurrentUser(request, context);
  return user ? toAccessCaller(context, user) : undefined;
}
