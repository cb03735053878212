import { AppError } from "../core/errors";
import type { AppContext } from "../context";
import type { StripeBilling } from "../stripe/stripe-client";

/** Stripe, or 503 billing_not_configured: the embedded default sells nothing online. */
export function requireBilling(context: AppContext): StripeBilling {
  if (!context.billing) {
    throw new AppError(503, "billing_not_configured", "Online payment is not enabled on this installation");
  }
  return context.billing;
}

export const noSubscription = () => new AppError(409, "no_subscription", "There is no Stripe subscription to change");

export const alreadyOnPlan = () => new AppError(409, "already_on_plan", "You already have this plan");

/** Plan changes wait until the due payment is settled (a change would add an invoice to it). */
export const pastDue = () =>
  new AppError(409, "subscription_past_due", "A payment is past due; update the payment method before changing plans");

/** A Stripe API failure: logged, answered as 502 so the client can retry. */
export function providerError(context: AppContext, error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  context.log.error({ err: message }, "stripe request failed");
  return new AppError(502, "billing_provider_error", "The payment provider did not answer");
}
