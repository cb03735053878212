import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZExternalAppIdParamsSchema,
  ZExternalAppListSchema,
  ZOpenExternalAppQuerySchema,
} from "../../contracts/external-apps";
import { findAccessCaller } from "../access/callers";
import { accessOf, checkAccessFirst } from "../access/guards";
import { EXTERNAL_APPS } from "../access/policy";
import type { AppContext } from "../context";
import { identifyOpener } from "./callers";
import { listExternalApps, openExternalApp } from "./service";

/** External apps on /apps: the cards, and the redirect that opens one. */
export async function registerExternalAppRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["apps"];

  app.get(
    "/api/apps/external",
    { schema: { tags, response: { 200: ZExternalAppListSchema } } },
    async (request, reply) => {
      // Per caller (tickets, locks): never kept by a shared cache.
      void reply.header("cache-control", "private, no-store");
      return { apps: await listExternalApps(context, await findAccessCaller(request, context)) };
    },
  );

  app.get(
    "/api/apps/:id/open",
    {
      // Free accounts open no external app (docs/product.md, "Gated areas"): refused before any lookup.
      onRequest: checkAccessFirst(context, EXTERNAL_APPS, identifyOpener),
      schema: { tags, params: ZExternalAppIdParamsSchema, querystring: ZOpenExternalAppQuerySchema },
    },
    async (request, reply) => {
      const url = await openExternalApp(context, request.params.id, await accessOf(request, context));
      return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(url, 302);
    },
  );
}
