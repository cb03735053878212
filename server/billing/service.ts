import type { FastifyRequest } from "fastify";
import type Stripe from "stripe";
import type { TBillingState, TBillingUrlResponse } from "../../contracts/billing";
import { PREMIUM_TRIAL_DAYS, tierAtLeast, type PaidTier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { decideSubscription, findGraceEnd, resolveStripeSubscription } from "../subscriptions/resolve-subscription";
import { alreadyOnPlan, noSubscription, pastDue, providerError, requireBilling } from "./errors";
import type { StripeBilling } from "../stripe/stripe-client";
import { findBillingByUser, insertBillingCustomer, type BillingRow } from "./store";
import { storeSubscription } from "./sync-subscription";

const LIVE_STATUSES = new Set(["trialing", "active", "past_due"]);

/** Checkout has no Catalan; Spanish is the closest language it offers. */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  es: "es",
  ca: "es",
  en: "en",
};

/**
 * Where to send a user who picked a paid plan: Stripe Checkout for a first subscription (premium
 * with the 7-day trial once per customer), or, for a user already paying, the plan changed in
 * place (changePlan) — never a second subscription.
 */
export async function startCheckout(
  context: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  tier: PaidTier,
): Promise<TBillingUrlResponse> {
  const billing = requireBilling(context);
  const origin = context.siteOrigin;
  const existing = await findBillingByUser(context.database.db, user.id);
  if (existing?.stripeSubscriptionId && LIVE_STATUSES.has(existing.status)) {
    return changePlan(context, billing, existing, tier);
  }
  const row = existing ?? (await createCustomer(context, billing, user));
  const isTrialDue = tier === "premium" && !row.hadTrial;
  const session = await callStripe(context, () =>
    billing.client.checkout.sessions.create({
      mode: "subscription",
      customer: row.stripeCustomerId,
      client_reference_id: user.id,
      line_items: [{ price: billing.prices[tier], quantity: 1 }],
      subscription_data: {
        metadata: { user_id: user.id },
        ...(isTrialDue ? { trial_period_days: PREMIUM_TRIAL_DAYS } : {}),
      },
      success_url: `${origin}/suscripcion-exitosa?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/suscripciones`,
      locale: CHECKOUT_LOCALES[user.language] ?? "es",
    }),
  );
  if (!session.url) throw providerError(context, new Error("checkout session without url"));
  return { url: session.url };
}

/**
 * A plan change is granted when it is paid: Stripe invoices the prorated difference at once
 * (`always_invoice`) and, with `pending_if_incomplete`, applies the new price only once that
 * invoice is paid. Nothing is stored from this answer: the tier arrives with the webhooks that
 * follow the payment (re-read from the API), so an unpaid change never opens the higher plan.
 * Paid at once: the success page waits for that webhook. Not paid (declined, or the bank asks
 * for confirmation): the person is sent to the invoice's payment page; the change stays pending.
 */
async function changePlan(
  context: AppContext,
  billing: StripeBilling,
  row: BillingRow,
  tier: PaidTier,
): Promise<TBillingUrlResponse> {
  if (row.tier === tier) throw alreadyOnPlan();
  if (row.status === "past_due") throw pastDue();
  const subscriptionId = row.stripeSubscriptionId ?? "";
  const current = await callStripe(context, () => billing.client.subscriptions.retrieve(subscriptionId));
  const item = current.items.data[0];
  if (!item) throw noSubscription();
  if (current.status === "past_due") throw pastDue();
  if (item.price.id === billing.prices[tier]) throw alreadyOnPlan();
  const updated = await callStripe(context, () =>
    billing.client.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: billing.prices[tier] }],
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
      expand: ["latest_invoice"],
    }),
  );
  const invoice = typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
  if (updated.pending_update && invoice?.hosted_invoice_url) return { url: invoice.hosted_invoice_url };
  return { url: `${context.siteOrigin}/suscripcion-exitosa?plan=${tier}` };
}

/** One Stripe customer per user, created at the first checkout and reused after. */
async function createCustomer(context: AppContext, billing: StripeBilling, user: CurrentUser) {
  const customer = await callStripe(context, () =>
    billing.client.customers.create(
      {
        email: user.email,
        name: user.displayName || undefined,
        preferred_locales: [user.language],
        metadata: { user_id: user.id },
      },
      // Two clicks at once make one customer, not two.
      { idempotencyKey: `customer-${user.id}` },
    ),
  );
  const row = await insertBillingCustomer(context.database.db, user.id, customer.id);
  if (!row) throw new Error("billing customer row missing after insert");
  return row;
}

/** A Customer Portal session: payment methods, invoices, plan. */
export async function openPortal(
  context: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
): Promise<TBillingUrlResponse> {
  const billing = requireBilling(context);
  const row = await findBillingByUser(context.database.db, user.id);
  if (!row) throw noSubscription();
  const session = await callStripe(context, () =>
    billing.client.billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      return_url: `${context.siteOrigin}/cuenta`,
    }),
  );
  return { url: session.url };
}

/** Cancels at period end (access kept until then) or, with `resume`, undoes that. */
export async function setCancelAtPeriodEnd(
  context: AppContext,
  user: CurrentUser,
  cancel: boolean,
): Promise<TBillingState> {
  const billing = requireBilling(context);
  const { db } = context.database;
  const row = await findBillingByUser(db, user.id);
  const subscriptionId = row?.stripeSubscriptionId;
  if (!row || !subscriptionId || !LIVE_STATUSES.has(row.status)) throw noSubscription();
  const updated = await callStripe(context, () =>
    billing.client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
  );
  const stored = await storeSubscription(db, billing, row, updated);
  return describeBillingState(context, user, stored);
}

/** The account page's view of the plan: check-subscription's answer plus the Stripe details. */
export async function findBillingState(context: AppContext, user: CurrentUser): Promise<TBillingState> {
  const row = await findBillingByUser(context.database.db, user.id);
  return describeBillingState(context, user, row);
}

function describeBillingState(context: AppContext, user: CurrentUser, row: BillingRow | undefined): TBillingState {
  const grant = { tier: user.grantedTier, tierExpiresAt: user.tierExpiresAt };
  const resolved = decideSubscription(grant, row);
  const paid = row ? resolveStripeSubscription(row) : undefined;
  // decideSubscription keeps the Stripe plan whenever it reaches the granted tier.
  const isFromStripe = Boolean(paid?.subscribed && tierAtLeast(paid.tier, user.grantedTier));
  const source = isFromStripe ? "stripe" : resolved.subscribed ? "grant" : "none";
  return {
    ...resolved,
    enabled: Boolean(context.billing),
    source,
    cancel_at_period_end: source === "stripe" && Boolean(row?.cancelAtPeriodEnd),
    trial_end: source === "stripe" && row?.status === "trialing" ? (row.trialEnd?.toISOString() ?? null) : null,
    grace_ends_at: row?.status === "past_due" && row.pastDueSince ? findGraceEnd(row.pastDueSince).toISOString() : null,
    has_billing_account: Boolean(row),
  };
}

async function callStripe<T>(context: AppContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(context, error);
  }
}
