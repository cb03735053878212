import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminExternalAppListSchema,
  ZAdminExternalAppSchema,
  ZExternalAppIdParamsSchema,
  ZExternalAppInputSchema,
  ZExternalAppPatchSchema,
} from "../../contracts/external-apps";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { createExternalApp, editExternalApp, listAdminExternalApps, removeExternalApp } from "./admin-service";

/** /admin/apps: the external apps of /apps. Admins only, checked before the body. */
export async function registerExternalAppAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["apps admin"];
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get("/api/admin/apps", { schema: { tags, response: { 200: ZAdminExternalAppListSchema } } }, async (request) => {
    adminOf(request);
    return { apps: await listAdminExternalApps(context) };
  });

  app.post(
    "/api/admin/apps",
    { schema: { tags, body: ZExternalAppInputSchema, response: { 201: ZAdminExternalAppSchema } } },
    async (request, reply) => {
      adminOf(request);
      return reply.status(201).send(await createExternalApp(context, request.body));
    },
  );

  app.patch(
    "/api/admin/apps/:id",
    {
      schema: {
        tags,
        params: ZExternalAppIdParamsSchema,
        body: ZExternalAppPatchSchema,
        response: { 200: ZAdminExternalAppSchema },
      },
    },
    async (request) => {
      adminOf(request);
      return editExternalApp(context, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/admin/apps/:id",
    { schema: { tags, params: ZExternalAppIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      adminOf(request);
      await removeExternalApp(context, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
