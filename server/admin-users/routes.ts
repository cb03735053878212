import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZListEmailsResponseSchema,
  ZListUsersQuerySchema,
  ZListUsersResponseSchema,
  ZAdminUserSchema,
  ZRevokeSessionsResponseSchema,
  ZUpdateUserRequestSchema,
} from "../../contracts/admin-users";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { changeUser, findRecentEmails, findUsers, revokeUserSessions } from "./service";

const UserParams = z.object({ id: z.uuid() });

/** The back office's user admin and outbox, admin only. */
export async function registerAdminUserRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get(
    "/api/admin/users",
    { schema: { querystring: ZListUsersQuerySchema, response: { 200: ZListUsersResponseSchema } } },
    async (request) => {
      adminOf(request);
      return findUsers(context, request.query.query, request.query.page);
    },
  );

  app.patch(
    "/api/admin/users/:id",
    {
      schema: {
        params: UserParams,
        body: ZUpdateUserRequestSchema,
        response: { 200: ZAdminUserSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      return changeUser(context, admin.id, request.params.id, request.body);
    },
  );

  app.post(
    "/api/admin/users/:id/revoke-sessions",
    { schema: { params: UserParams, response: { 200: ZRevokeSessionsResponseSchema } } },
    async (request) => {
      adminOf(request);
      return { revoked: await revokeUserSessions(context, request.params.id) };
    },
  );

  app.get("/api/admin/emails", { schema: { response: { 200: ZListEmailsResponseSchema } } }, async (request) => {
    adminOf(request);
    return { emails: await findRecentEmails(context) };
  });
}
