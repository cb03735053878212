/**
 * Billing API: Stripe checkout, portal, cancel and resume under /api/billing. Without
 * Stripe every action answers 503 `billing_not_configured`. Other errors: 401 `unauthenticated`,
 * 409 `no_subscription` (nothing to cancel, resume or manage), 409 `already_on_plan`,
 * 400 `invalid_signature` (webhook), 502 `billing_provider_error` (Stripe did not answer).
 */
import { z } from "zod";
import { PAID_TIERS, TIERS } from "./tiers";

/** GET /api/billing: whether this installation takes payments online. Public. */
export const ZBillingConfigResponseSchema = z.object({
  enabled: z.boolean(),
  trial_days: z.number().int(),
  /** Checkout would give the caller the premium trial (Stripe on, no trial before, no plan to change). */
  trial_available: z.boolean(),
  /** AI requests one member may make a minute on every plan (bursts), stated beside "unlimited"; null: no such limit. */
  chat_requests_per_minute: z.number().int().nullable(),
});
export type TBillingConfigResponse = z.infer<typeof ZBillingConfigResponseSchema>;

/** POST /api/billing/checkout → where to send the browser (Stripe Checkout, or the account after a plan change). */
export const ZCheckoutRequestSchema = z.object({ tier: z.enum(PAID_TIERS) });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequestSchema>;

export const ZBillingUrlResponseSchema = z.object({ url: z.string() });
export type TBillingUrlResponse = z.infer<typeof ZBillingUrlResponseSchema>;

/** GET /api/billing/subscription, and the answer of cancel and resume. */
export const ZBillingStateSchema = z.object({
  /** Stripe is configured on this installation. */
  enabled: z.boolean(),
  subscribed: z.boolean(),
  tier: z.enum(TIERS),
  status: z.string(),
  subscription_end: z.string().nullable(),
  /** Where the plan comes from: a Stripe subscription, an admin or code grant, or nothing. */
  source: z.enum(["stripe", "grant", "none"]),
  /** The Stripe subscription ends at `subscription_end` unless resumed. */
  cancel_at_period_end: z.boolean(),
  trial_end: z.string().nullable(),
  /** While past_due: when access stops unless the payment goes through. */
  grace_ends_at: z.string().nullable(),
  /** The user has a Stripe customer (the billing portal has something to show). */
  has_billing_account: z.boolean(),
});
export type TBillingState = z.infer<typeof ZBillingStateSchema>;
