import type { FastifyRequest } from "fastify";
import { API_KEY_PREFIX } from "../../contracts/integrations";
import { toAccessCaller } from "../access/callers";
import { assertMayUse, INTEGRATIONS } from "../access/policy";
import { actAsApiKeyOwner, readBearerToken, toCurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { unauthenticated } from "../core/errors";
import { tooManyRequests } from "../limits/request-limits";
import { hashApiKey } from "./keys";
import { findApiKeyOwner, touchApiKey } from "./store";

/**
 * The only routes an API key opens: the AI services' jobs (create, read, list, delete,
 * downloads) and the OpenAI-compatible API. Matched on the route's declared path, not the raw
 * URL, so no spelling of an address reaches another route with a key.
 */
const KEY_ROUTE_PREFIXES = ["/api/services/", "/api/v1/"];

export function acceptsApiKeys(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && KEY_ROUTE_PREFIXES.some((prefix) => routeUrl.startsWith(prefix));
}

/**
 * An app-wide onRequest hook, before every route's own guard: on the routes above, a
 * `Bearer pk_live_…` is looked up by its keyed hash (in the database on every call, so a
 * revoked key fails at once on every instance), counted against the key's rate, and its owner's
 * plan read now (a downgraded owner's key gets 403 `tier_required`). The request then acts as
 * the owner: the route's guard, tier checks and the AI meter see them as if signed in.
 */
export function acceptApiKeys(context: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!acceptsApiKeys(request.routeOptions.url)) return;
    const token = readBearerToken(request);
    if (!token?.startsWith(API_KEY_PREFIX)) return;
    const found = await findApiKeyOwner(context.database.db, hashApiKey(context.hashKey, token));
    if (!found || found.user.disabled) throw unauthenticated("Invalid API key");
    await enforceKeyRate(context, found.keyId);
    const owner = toCurrentUser(found.user, "", "api_key");
    assertMayUse(await toAccessCaller(context, owner), INTEGRATIONS);
    await touchApiKey(context.database.db, found.keyId);
    actAsApiKeyOwner(request, owner);
  };
}

async function enforceKeyRate(context: AppContext, keyId: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`api-key:${keyId}`, {
    limit: context.config.RATE_LIMIT_API_KEY_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
