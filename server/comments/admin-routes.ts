import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZIdParamsSchema } from "../../contracts/blog";
import {
  ZAdminCommentListSchema,
  ZAdminCommentSchema,
  ZAdminListCommentsQuerySchema,
  ZBulkModerateResultSchema,
  ZBulkModerateSchema,
  ZModerateCommentSchema,
} from "../../contracts/comments";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { listAdminComments, moderateComment, moderateComments, removeComment } from "./admin-service";

/** The moderation queue: approve, reject, delete. Admins only. */
export async function registerCommentAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["comments admin"];
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get(
    "/api/admin/comments",
    { schema: { tags, querystring: ZAdminListCommentsQuerySchema, response: { 200: ZAdminCommentListSchema } } },
    async (request) => {
      adminOf(request);
      return listAdminComments(context, request.query);
    },
  );

  app.patch(
    "/api/admin/comments/:id",
    { schema: { tags, params: ZIdParamsSchema, body: ZModerateCommentSchema, response: { 200: ZAdminCommentSchema } } },
    async (request) => {
      adminOf(request);
      return moderateComment(context, request.params.id, request.body.status);
    },
  );

  app.delete(
    "/api/admin/comments/:id",
    { schema: { tags, params: ZIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      adminOf(request);
      await removeComment(context, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/comments/bulk",
    { schema: { tags, body: ZBulkModerateSchema, response: { 200: ZBulkModerateResultSchema } } },
    async (request) => {
      adminOf(request);
      return { updated: await moderateComments(context, request.body) };
    },
  );
}
