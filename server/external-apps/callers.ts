import type { FastifyRequest } from "fastify";
import { isTier } from "../../contracts/tiers";
import { findCurrentUser } from "../auth/current-user";
import { findUserById } from "../auth/store";
import { findCallerTier } from "../assistants/caller-tier";
import type { AppContext } from "../context";
import { unauthenticated } from "../core/errors";
import { resolveSubscription } from "../subscriptions/resolve-subscription";
import { readOpenTicket } from "./open-tickets";
import type { AppsCaller } from "./service";

/** The signed-in caller with the tier their plan gives now, or undefined for a visitor. */
export async function findAppsCaller(request: FastifyRequest, context: AppContext): Promise<AppsCaller | undefined> {
  const user = await findCurrentUser(request, context);
  if (!user) return undefined;
  return { id: user.id, isAdmin: user.isAdmin, tier: await findCallerTier(context, user) };
}

/**
 * Who opens an app: the bearer token's user, else the user a valid ticket for this app names
 * (a disabled account counts as nobody). 401 when neither.
 */
export async function requireOpeningCaller(
  request: FastifyRequest,
  context: AppContext,
  appId: string,
  ticket: string | undefined,
): Promise<AppsCaller> {
  const bearer = await findAppsCaller(request, context);
  if (bearer) return bearer;
  const userId = ticket ? readOpenTicket(context.hashKey, appId, ticket) : undefined;
  const user = userId ? await findUserById(context.database.db, userId) : undefined;
  if (!user || user.disabled) throw unauthenticated();
  const isGrantLive = !user.tierExpiresAt || user.tierExpiresAt.getTime() > Date.now();
  const grantedTier = isGrantLive && isTier(user.tier) ? user.tier : "free";
  const subscription = await resolveSubscription(context.database.db, {
    id: user.id,
    tier: grantedTier,
    tierExpiresAt: user.tierExpiresAt,
  });
  return { id: user.id, isAdmin: user.isAdmin, tier: subscription.subscribed ? subscription.tier : "free" };
}
