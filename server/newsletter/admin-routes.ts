import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZIdParamsSchema } from "../../contracts/blog";
import {
  SUBSCRIBERS_CSV_PATH,
  ZCreateSendSchema,
  ZListSendsQuerySchema,
  ZListSubscribersQuerySchema,
  ZNewsletterSendListSchema,
  ZNewsletterSendSchema,
  ZSubscriberListSchema,
} from "../../contracts/newsletter";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { exportSubscribersCsv, listSubscribers } from "./admin-service";
import { drainNewsletterSends, listSends, queuePostNewsletter, readSend } from "./sends";

/** Subscribers, CSV export and "send this post as a newsletter". Admins only. */
export async function registerNewsletterAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["newsletter admin"];
  app.addHook("onRequest", refuseNonAdmins(context));
  app.addHook("onClose", () => drainNewsletterSends(context));

  app.get(
    "/api/admin/newsletter/subscribers",
    { schema: { tags, querystring: ZListSubscribersQuerySchema, response: { 200: ZSubscriberListSchema } } },
    async (request) => {
      adminOf(request);
      return listSubscribers(context, request.query);
    },
  );

  app.get(
    SUBSCRIBERS_CSV_PATH,
    { schema: { tags, querystring: ZListSubscribersQuerySchema } },
    async (request, reply) => {
      adminOf(request);
      const csv = await exportSubscribersCsv(context, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="suscriptores.csv"')
        .header("cache-control", "no-store")
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    "/api/admin/newsletter/sends",
    { schema: { tags, querystring: ZListSendsQuerySchema, response: { 200: ZNewsletterSendListSchema } } },
    async (request) => {
      adminOf(request);
      return { sends: await listSends(context, request.query.postId) };
    },
  );

  app.get(
    "/api/admin/newsletter/sends/:id",
    { schema: { tags, params: ZIdParamsSchema, response: { 200: ZNewsletterSendSchema } } },
    async (request) => {
      adminOf(request);
      return readSend(context, request.params.id);
    },
  );

  app.post(
    "/api/admin/newsletter/sends",
    { schema: { tags, body: ZCreateSendSchema, response: { 202: ZNewsletterSendSchema } } },
    async (request, reply) => {
      adminOf(request);
      const send = await queuePostNewsletter(context, request.body.postId, context.siteOrigin);
      return reply.status(202).send(send);
    },
  );
}
