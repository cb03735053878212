import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { STRIPE_API_VERSION } from "../stripe/stripe-client";

/** Signs only: Stripe's own helper computes the header a real delivery carries. */
const signer = new Stripe("sk_test_signing_only");
let eventCounter = 0;

/** An event as Stripe sends it to the webhook, around `object`. */
export function buildStripeEvent(type: string, object: unknown, id = `evt_${++eventCounter}_${Date.now()}`) {
  return {
    id,
    object: "event",
    type,
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** POSTs the event to /api/billing/webhook signed with `secret`, as Stripe delivers it. */
export function deliverStripeEvent(app: FastifyInstance, event: unknown, secret: string) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    headers: { "stripe-signature": signature, "content-type": "application/json; charset=utf-8" },
    payload,
  });
}
