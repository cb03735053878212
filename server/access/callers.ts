import type { FastifyRequest } from "fastify";
import type { Tier } from "../../contracts/tiers";
import { findCurrentUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import {
  decideSubscription,
  findStripeSubscription,
  type ResolvedSubscription,
  type StripeSubscriptionState,
} from "../subscriptions/resolve-subscription";
import type { AccessCaller } from "./policy";

/**
 * Which plan the signed-in caller has right now, from their grant (admin or access code) and
 * their stored Stripe subscription: the one answer behind the guards, the policy and
 * check-subscription. A lapsed or unpaid plan is free; a past_due one counts while its grace lasts.
 */
export function planOf(user: CurrentUser, stripe: StripeSubscriptionState | null | undefined): ResolvedSubscription {
  return decideSubscription({ id: user.id, tier: user.grantedTier, tierExpiresAt: user.tierExpiresAt }, stripe);
}

/** The tier the caller's plan gives right now (planOf); the daily AI quota is counted against it too. */
export async function findCallerTier(context: AppContext, user: CurrentUser): Promise<Tier> {
  return planOf(user, await findStripeSubscription(context.database.db, user.id)).tier;
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
