import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { unauthenticated } from "../core/errors";
import { readBearerToken, requireUser, type CurrentUser } from "./current-user";

type Guard = (request: FastifyRequest, context: AppContext) => Promise<CurrentUser>;

const callers = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * An onRequest hook that decides who may call a route before its body is read or validated:
 * a visitor gets 401 and a lower plan 403 whatever they send, and the handler reads the
 * checked caller with `callerOf` instead of looking the session up a second time.
 */
export function checkCallerFirst(context: AppContext, guard: Guard = requireUser) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, await guard(request, context));
  };
}

/** The caller checked by `checkCallerFirst`; a route without that hook answers 401. */
export function callerOf(request: FastifyRequest): CurrentUser {
  const user = callers.get(request);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The onRequest hook for a route that must also see sessions the limit has refused (the device
 * check): refuses a request without a token we signed (401) before its body is validated; the
 * handler then decides on the session itself.
 */
export function refuseUnsignedTokens(context: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = readBearerToken(request);
    const claims = token ? await context.accessTokens.verify(token) : undefined;
    if (!claims) throw unauthenticated();
  };
}
