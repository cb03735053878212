import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TCheckSubscriptionResponse } from "../../contracts/auth";
import type { AppContext } from "../context";
import {
  isLiveSessionAmong,
  readSessionCredential,
  SESSION_USER_COLUMNS,
  toCurrentUser,
  type SessionUser,
} from "../auth/current-user";
import { unauthenticated } from "../core/errors";
import { createBatchedLookup } from "../db/batched-lookup";
import type { Database, Db } from "../db/client";
import { authSessions, billingSubscriptions, users } from "../db/schema/index";
import type { StripeSubscriptionState } from "../subscriptions/resolve-subscription";
import { planOf } from "./callers";

type SessionSubscription = SessionUser & { stripe: StripeSubscriptionState | null };

/**
 * POST /api/functions/check-subscription, asked on every page load of a signed-in user: the
 * token's session, its user and their Stripe subscription come from one query (shared with the
 * other checks arriving meanwhile), read after the request arrived. A signed-out or refused
 * session is refused at once, as on every other endpoint (one round trip instead of
 * two, rather than a cache that sign-out and the session limit would have to empty).
 */
export async function checkSubscriptionOfRequest(
  request: FastifyRequest,
  context: AppContext,
): Promise<TCheckSubscriptionResponse> {
  const credential = await readSessionCredential(request, context);
  if (!credential) throw unauthenticated();
  const found = await lookUpSessionSubscription(context.database, credential.sessionId);
  if (!found || found.id !== credential.userId || found.disabled) throw unauthenticated();
  const user = toCurrentUser(found, credential.sessionId, credential.signInMethod);
  return { ...planOf(user, found.stripe), isAdmin: user.isAdmin };
}

const lookups = new WeakMap<Database, (sessionId: string) => Promise<SessionSubscription | undefined>>();

function lookUpSessionSubscription(database: Database, sessionId: string): Promise<SessionSubscription | undefined> {
  let lookup = lookups.get(database);
  if (!lookup) {
    const query = prepareFindSubscriptionsOfLiveSessions(database.db);
    lookup = createBatchedLookup(async (sessionIds): Promise<Map<string, SessionSubscription>> => {
      const rows = await query.execute({ sessionIds });
      return new Map(
        rows.map(({ stripeTier, stripeStatus, currentPeriodEnd, trialEnd, pastDueSince, ...user }) => [
          user.sessionId,
          {
            ...user,
            stripe:
              stripeTier === null || stripeStatus === null
                ? null
                : { tier: stripeTier, status: stripeStatus, currentPeriodEnd, trialEnd, pastDueSince },
          },
        ]),
      );
    });
    lookups.set(database, lookup);
  }
  return lookup(sessionId);
}

function prepareFindSubscriptionsOfLiveSessions(db: Db) {
  return db
    .select({
      ...SESSION_USER_COLUMNS,
      stripeTier: billingSubscriptions.tier,
      stripeStatus: billingSubscriptions.status,
      currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
      trialEnd: billingSubscriptions.trialEnd,
      pastDueSince: billingSubscriptions.pastDueSince,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(isLiveSessionAmong(sql.placeholder("sessionIds")))
    .prepare("find_subscriptions_of_live_sessions");
}
