import type { FastifyRequest } from "fastify";
import { requireAdmin } from "../auth/current-user";
import type { AppContext } from "../context";

/**
 * An onRequest hook for admin-only plugins: refuses visitors (401) and non-admins (403) before
 * the body is even validated, so nobody learns the shape of admin endpoints by probing them.
 * Handlers still start with requireAdmin, which gives them the admin.
 */
export function refuseNonAdmins(context: AppContext) {
  return async (request: FastifyRequest) => {
    await requireAdmin(request, context);
  };
}
