import type { FastifyRequest } from "fastify";
import { callerOf, checkCallerFirst } from "../auth/check-caller-first";
import { requireUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { toAccessCaller } from "./callers";
import { assertMayUse, SIGNED_IN, type AccessCaller, type Capability } from "./policy";

/** How a route finds its caller: the bearer token, or a credential of its own (a signed file link). */
type Identify = (request: FastifyRequest, context: AppContext) => Promise<CurrentUser>;

const accessCallers = new WeakMap<FastifyRequest, Promise<AccessCaller>>();

/**
 * The one guard of user routes: an onRequest hook that finds the caller, resolves their plan
 * and refuses them before the body is read or validated — a visitor 401, a plan below the
 * capability 403 with its code (server/access/policy.ts). The handler reads the caller with
 * `callerOf(request)`, or with their tier through `accessOf(request, context)`.
 */
export function checkAccessFirst(
  context: AppContext,
  capability: Capability = SIGNED_IN,
  identify: Identify = requireUser,
) {
  return checkCallerFirst(context, async (request) => {
    const user = await identify(request, context);
    // A sign-in alone needs no plan: the tier is read only if the handler asks for it.
    if (capability.kind === "signed-in") return user;
    const caller = await toAccessCaller(context, user);
    assertMayUse(caller, capability);
    accessCallers.set(request, Promise.resolve(caller));
    return user;
  });
}

/** The caller `checkAccessFirst` let through, with their tier (resolved once per request). */
export function accessOf(request: FastifyRequest, context: AppContext): Promise<AccessCaller> {
  let caller = accessCallers.get(request);
  if (!caller) {
    caller = toAccessCaller(context, callerOf(request));
    accessCallers.set(request, caller);
  }
  return caller;
}
