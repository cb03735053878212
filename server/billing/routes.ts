import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZBillingConfigResponseSchema,
  ZBillingStateSchema,
  ZBillingUrlResponseSchema,
  ZCheckoutRequestSchema,
} from "../../contracts/billing";
import { PREMIUM_TRIAL_DAYS } from "../../contracts/tiers";
import { findCurrentUser } from "../auth/current-user";
import { callerOf, checkCallerFirst } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { requireBilling } from "./errors";
import { findBillingState, openPortal, setCancelAtPeriodEnd, startCheckout } from "./service";
import { isTrialAvailable } from "./trial";
import { handleWebhook } from "./webhook";
import { stopSubscriptionResync } from "./resync-subscriptions";

/** Subscriptions with Stripe; every action answers 503 when Stripe is not configured. */
export async function registerBillingRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onClose", () => stopSubscriptionResync(context));

  app.get("/api/billing", { schema: { response: { 200: ZBillingConfigResponseSchema } } }, async (request, reply) => {
    // The trial depends on the caller: never kept by a shared cache.
    void reply.header("cache-control", "private, no-store");
    return {
      enabled: Boolean(context.billing),
      trial_days: PREMIUM_TRIAL_DAYS,
      trial_available: await isTrialAvailable(context, await findCurrentUser(request, context)),
      chat_requests_per_minute: context.config.RATE_LIMITS_ENABLED ? context.config.RATE_LIMIT_CHAT_PER_MINUTE : null,
    };
  });

  app.get(
    "/api/billing/subscription",
    { onRequest: checkCallerFirst(context), schema: { response: { 200: ZBillingStateSchema } } },
    async (request) => findBillingState(context, callerOf(request)),
  );

  app.post(
    "/api/billing/checkout",
    {
      onRequest: checkCallerFirst(context),
      schema: { body: ZCheckoutRequestSchema, response: { 200: ZBillingUrlResponseSchema } },
    },
    async (request) => {
      requireBilling(context);
      return startCheckout(context, request, callerOf(request), request.body.tier);
    },
  );

  app.post(
    "/api/billing/portal",
    { onRequest: checkCallerFirst(context), schema: { response: { 200: ZBillingUrlResponseSchema } } },
    async (request) => {
      requireBilling(context);
      return openPortal(context, request, callerOf(request));
    },
  );

  for (const [path, cancel] of [
    ["cancel", true],
    ["resume", false],
  ] as const) {
    app.post(
      `/api/billing/${path}`,
      { onRequest: checkCallerFirst(context), schema: { response: { 200: ZBillingStateSchema } } },
      async (request) => {
        requireBilling(context);
        return setCancelAtPeriodEnd(context, callerOf(request), cancel);
      },
    );
  }

  await app.register(registerWebhookRoute, { context });
}

/** Its own scope: JSON bodies stay raw bytes here, as the signature is computed over them. */
async function registerWebhookRoute(instance: FastifyInstance, { context }: { context: AppContext }) {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  instance.post("/api/billing/webhook", async (request) => {
    requireBilling(context);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["stripe-signature"];
    await handleWebhook(context, body, typeof signature === "string" ? signature : undefined);
    return { received: true };
  });
}
