import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZIdParamsSchema } from "../../contracts/blog";
import {
  CONTACT_RATE_LIMIT,
  ZContactDetailsSchema,
  ZContactMessageListSchema,
  ZContactMessageSchema,
  ZContactRequestSchema,
  ZContactResponseSchema,
  ZListContactQuerySchema,
  ZMarkContactSchema,
} from "../../contracts/contact";
import { findAccessCaller } from "../access/callers";
import { hasPrioritySupport } from "../access/policy";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import { enforceIpRules } from "../limits/request-limits";
import type { AppContext } from "../context";
import { languageFromHeader } from "../email/email-strings";
import { findContactDetails } from "./details";
import { listContactMessages, markMessage, receiveContactMessage, removeMessage } from "./service";

/** The /contacto form. */
export async function registerContactRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/contact/details",
    { schema: { tags: ["contact"], response: { 200: ZContactDetailsSchema } } },
    (_request, reply) => {
      // Fixed by configuration for the life of the process.
      void reply.header("cache-control", "public, max-age=300");
      return findContactDetails(context.config);
    },
  );

  app.post(
    "/api/contact",
    { schema: { tags: ["contact"], body: ZContactRequestSchema, response: { 201: ZContactResponseSchema } } },
    async (request, reply) => {
      await enforceIpRules(context, request, "contact", [CONTACT_RATE_LIMIT]);
      const language = request.body.language ?? languageFromHeader(request.headers["accept-language"]);
      // Anyone may write; a signed-in account whose plan has priority support is marked for the inbox.
      const isPriority = hasPrioritySupport(await findAccessCaller(request, context));
      await receiveContactMessage(context, request.body, language, isPriority);
      return reply.status(201).send({ ok: true as const });
    },
  );
}

/** The contact inbox with read/unread. Admins only. */
export async function registerContactAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["contact admin"];
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get(
    "/api/admin/contact",
    { schema: { tags, querystring: ZListContactQuerySchema, response: { 200: ZContactMessageListSchema } } },
    async (request) => {
      adminOf(request);
      return listContactMessages(context, request.query);
    },
  );

  app.patch(
    "/api/admin/contact/:id",
    { schema: { tags, params: ZIdParamsSchema, body: ZMarkContactSchema, response: { 200: ZContactMessageSchema } } },
    async (request) => {
      adminOf(request);
      return markMessage(context, request.params.id, request.body.read);
    },
  );

  app.delete(
    "/api/admin/contact/:id",
    { schema: { tags, params: ZIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      adminOf(request);
      await removeMessage(context, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
