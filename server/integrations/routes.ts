import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZApiKeyListSchema, ZCreateApiKeyRequestSchema, ZCreatedApiKeySchema } from "../../contracts/integrations";
import { checkAccessFirst } from "../access/guards";
import { INTEGRATIONS } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { createApiKey, findApiKeys, revokeApiKey } from "./keys";

const KeyParams = z.object({ id: z.uuid() });

/**
 * An enterprise member's API keys. Managed from a signed-in session only: these routes are not
 * among those a key opens (accept-api-keys.ts), so a leaked key cannot mint or list others.
 */
export async function registerIntegrationRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["integrations"];
  app.addHook("onRequest", checkAccessFirst(context, INTEGRATIONS));

  app.post(
    "/api/integrations/keys",
    { schema: { tags, body: ZCreateApiKeyRequestSchema, response: { 201: ZCreatedApiKeySchema } } },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return reply.status(201).send(await createApiKey(context, callerOf(request).id, request.body));
    },
  );

  app.get("/api/integrations/keys", { schema: { tags, response: { 200: ZApiKeyListSchema } } }, async (request) =>
    findApiKeys(context, callerOf(request).id),
  );

  app.delete("/api/integrations/keys/:id", { schema: { tags, params: KeyParams } }, async (request, reply) => {
    await revokeApiKey(context, callerOf(request).id, request.params.id);
    return reply.status(204).send();
  });
}
