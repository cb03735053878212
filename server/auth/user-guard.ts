import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { unauthenticated } from "../errors";
import { readBearerToken, requireUser, type CurrentUser } from "./current-user";

/** The account each request was let through as, read once by the hook. */
const callers = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * The onRequest hook of routes for signed-in accounts that take a body: refuses visitors (401)
 * before the body is validated, so a visitor learns nothing of the body's shape, and keeps the
 * account for the handler (one database read per request).
 */
export function refuseVisitors(context: AppContext) {
  return async (request: FastifyRequest) => {
    callers.set(request, await requireUser(request, context));
  };
}

/** The account `refuseVisitors` let through; a route without that hook is refused. */
export function callerOf(request: FastifyRequest): CurrentUser {
  const caller = callers.get(request);
  if (!caller) throw unauthenticated();
  return caller;
}

/**
 * The onRequest hook for a route that must also see sessions the limit has refused (the device
 * check): refuses a request without a token we signed (401) before its body is validated; the
 * handler then decides on the session itself.
 */
export function refuseUnsignedTokens(context: AppContext) {
  return async (request: FastifyRequest) => {
    const token = readBearerToken(request);
    const claims = token ? await context.accessTokens.verify(token) : undefined;
    if (!claims) throw unauthenticated();
  };
}
