import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminSoftwareListSchema,
  ZAdminSoftwareSchema,
  ZSoftwareIdParamsSchema,
  ZSoftwareInputSchema,
  ZSoftwarePatchSchema,
} from "../../contracts/software";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { createSoftware, editSoftware, listAdminSoftware, removeSoftware } from "./admin-service";

/** /admin/software: the software landings. Admins only, checked before the body. */
export async function registerSoftwareAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["software admin"];
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get("/api/admin/software", { schema: { tags, response: { 200: ZAdminSoftwareListSchema } } }, async (request) => {
    adminOf(request);
    return { products: await listAdminSoftware(context) };
  });

  app.post(
    "/api/admin/software",
    { schema: { tags, body: ZSoftwareInputSchema, response: { 201: ZAdminSoftwareSchema } } },
    async (request, reply) => {
      adminOf(request);
      return reply.status(201).send(await createSoftware(context, request.body));
    },
  );

  app.patch(
    "/api/admin/software/:id",
    {
      schema: {
        tags,
        params: ZSoftwareIdParamsSchema,
        body: ZSoftwarePatchSchema,
        response: { 200: ZAdminSoftwareSchema },
      },
    },
    async (request) => {
      adminOf(request);
      return editSoftware(context, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/admin/software/:id",
    { schema: { tags, params: ZSoftwareIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      adminOf(request);
      await removeSoftware(context, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
