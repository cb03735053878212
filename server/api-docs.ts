import type { FastifyInstance, FastifyRequest } from "fastify";
import swaggerUi from "@fastify/swagger-ui";
import { findCurrentUser } from "./auth/current-user";
import type { AppContext } from "./context";

const ADMIN_PREFIX = "/api/admin";

/**
 * The OpenAPI document at /api/docs. The admin endpoints are listed only to a request that
 * carries an admin's bearer token: everyone else sees the public API, not a map of the back office.
 */
export async function registerApiDocs(app: FastifyInstance, context: AppContext) {
  const adminViewers = new WeakSet<FastifyRequest>();
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiHooks: {
      onRequest: (request, _reply, done) => {
        findCurrentUser(request, context).then((user) => {
          if (user?.isAdmin) adminViewers.add(request);
          done();
        }, done);
      },
    },
    transformSpecification: (specification, request) =>
      adminViewers.has(request) ? { ...specification } : withoutAdminPaths(specification),
  });
}

function withoutAdminPaths(specification: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const paths = (specification.paths ?? {}) as Record<string, unknown>;
  const publicPaths = Object.fromEntries(Object.entries(paths).filter(([path]) => !path.startsWith(ADMIN_PREFIX)));
  return { ...specification, paths: publicPaths };
}
