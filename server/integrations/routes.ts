import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZApiKeyListSchema,
  ZCreateApiKeyRequestSchema,
  ZCreatedApiKeySchema,
  ZCreatedWebhookSchema,
  ZCreateWebhookRequestSchema,
  ZWebhookDeliveryListSchema,
  ZWebhookListSchema,
} from "../../contracts/integrations";
import { checkAccessFirst } from "../access/guards";
import { INTEGRATIONS } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { createApiKey, findApiKeys, revokeApiKey } from "./keys";
import { createWebhook, findDeliveries, findWebhooks, removeWebhook } from "./webhooks/webhooks";

const IdParams = z.object({ id: z.uuid() });

const WEBHOOK_DESCRIPTION = [
  "Enterprise only; at most 10 per account. `url` must be https on a public address; `events` from",
  "`job.done`, `job.failed`. When a job of yours ends, each webhook listening for that event gets",
  "`POST url` with JSON `{ type, timestamp, data: { job } }` (`job` as GET /api/services/jobs/{id}",
  "shows it) and the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and",
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the base64 after',
  "`whsec_` in the secret (any Standard Webhooks library verifies it). An answer that is not 2xx",
  "within 10 s is retried with exponential backoff, 7 tries over about an hour, with the same",
  "`webhook-id`; redirects are not followed.",
].join(" ");

/**
 * An enterprise member's API keys and webhooks. Managed from a signed-in session only: these routes are not
 * among those a key opens (accept-api-keys.ts), so a leaked key cannot mint or list others.
 */
export async function registerIntegrationRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["integrations"];
  app.addHook("onRequest", checkAccessFirst(context, INTEGRATIONS));

  app.post(
    "/api/integrations/keys",
    {
      schema: {
        tags,
        summary: "Create an API key (shown once)",
        description: "Enterprise only; at most 10 per account. The key (`pk_live_…`) is in this answer only.",
        body: ZCreateApiKeyRequestSchema,
        response: { 201: ZCreatedApiKeySchema },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return reply.status(201).send(await createApiKey(context, callerOf(request).id, request.body));
    },
  );

  const listKeys = { tags, summary: "List the API keys (never the key)", response: { 200: ZApiKeyListSchema } };
  app.get("/api/integrations/keys", { schema: listKeys }, async (request) =>
    findApiKeys(context, callerOf(request).id),
  );

  const revokeKey = { tags, summary: "Revoke an API key (401 at once, on every instance)", params: IdParams };
  app.delete("/api/integrations/keys/:id", { schema: revokeKey }, async (request, reply) => {
    await revokeApiKey(context, callerOf(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    "/api/integrations/webhooks",
    {
      schema: {
        tags,
        summary: "Create a webhook (its signing secret shown once)",
        description: WEBHOOK_DESCRIPTION,
        body: ZCreateWebhookRequestSchema,
        response: { 201: ZCreatedWebhookSchema },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return reply.status(201).send(await createWebhook(context, callerOf(request).id, request.body));
    },
  );

  const listHooks = { tags, summary: "List the webhooks (never the secret)", response: { 200: ZWebhookListSchema } };
  app.get("/api/integrations/webhooks", { schema: listHooks }, async (request) =>
    findWebhooks(context, callerOf(request).id),
  );

  const deleteHook = { tags, summary: "Delete a webhook", params: IdParams };
  app.delete("/api/integrations/webhooks/:id", { schema: deleteHook }, async (request, reply) => {
    await removeWebhook(context, callerOf(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    "/api/integrations/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        summary: "The webhook's last 50 delivery tries, newest first",
        params: IdParams,
        response: { 200: ZWebhookDeliveryListSchema },
      },
    },
    async (request) => findDeliveries(context, callerOf(request).id, request.params.id),
  );
}
