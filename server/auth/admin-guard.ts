import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { forbidden } from "../core/errors";
import { requireAdmin, type CurrentUser } from "./current-user";

/** The admin each request was let through as, read once by the hook. */
const admins = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * The onRequest hook of every admin-only plugin: refuses visitors (401) and non-admins (403)
 * before the body is even validated, so nobody learns the shape of admin endpoints by probing
 * them, and keeps the admin for the handler (one database read per request).
 */
export function refuseNonAdmins(context: AppContext) {
  return async (request: FastifyRequest) => {
    admins.set(request, await requireAdmin(request, context));
  };
}

/** The admin `refuseNonAdmins` let through; a route without that hook is refused. */
export function adminOf(request: FastifyRequest): CurrentUser {
  const admin = admins.get(request);
  if (!admin) throw forbidden("Admin access required");
  return admin;
}
