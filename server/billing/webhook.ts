import type Stripe from "stripe";
import type { Executor } from "../auth/store";
import { findUserById } from "../auth/store";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import type { OutgoingEmail } from "../email/mailer";
import { buildTrialWillEndEmail } from "./billing-emails";
import { providerError, requireBilling } from "./errors";
import type { StripeBilling } from "../stripe/stripe-client";
import { findBillingByCustomer, recordBillingEvent } from "./store";
import { storeSubscription } from "./sync-subscription";

/**
 * POST /api/billing/webhook. The signature is checked on the raw bytes; each event id is handled
 * once (recorded in the same transaction as its effects, so a failure lets Stripe retry and a
 * redelivery changes nothing); the subscription is re-read from the API under a row lock, so the
 * stored state is the newest whatever order events arrive in. E-mails go after the commit.
 */
export async function handleWebhook(context: AppContext, rawBody: Buffer, signature: string | undefined) {
  const billing = requireBilling(context);
  let event: Stripe.Event;
  try {
    event = billing.client.webhooks.constructEvent(rawBody, signature ?? "", billing.webhookSecret);
  } catch {
    throw new AppError(400, "invalid_signature", "The Stripe signature is missing or wrong");
  }
  const emails = await context.database.db.transaction(async (tx) => {
    if (!(await recordBillingEvent(tx, event.id, event.type))) return [];
    return applyEvent(context, tx, billing, event);
  });
  for (const email of emails) await context.mailer.send(email);
}

async function applyEvent(
  context: AppContext,
  tx: Executor,
  billing: StripeBilling,
  event: Stripe.Event,
): Promise<OutgoingEmail[]> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const customerId = idOf(session.customer);
      if (!subscriptionId || !customerId) return [];
      await syncSubscription(context, tx, billing, customerId, subscriptionId);
      return [];
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      if (customerId) await syncSubscription(context, tx, billing, customerId, subscription.id);
      return [];
    }
    case "customer.subscription.trial_will_end": {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      if (!customerId) return [];
      const row = await syncSubscription(context, tx, billing, customerId, subscription.id);
      return row ? trialEndingEmail(context, tx, row.userId, row.trialEnd) : [];
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      const customerId = idOf(invoice.customer);
      if (subscriptionId && customerId) await syncSubscription(context, tx, billing, customerId, subscriptionId);
      return [];
    }
    default:
      return [];
  }
}

/**
 * Re-reads the subscription from the API and stores it on the customer's row (locked). Only a
 * customer we created at checkout has a row: one made elsewhere (the dashboard, a payment link,
 * another integration) is never linked to a user, whatever user id its metadata or a checkout's
 * `client_reference_id` names — a payment link takes `client_reference_id` from its address.
 */
async function syncSubscription(
  context: AppContext,
  tx: Executor,
  billing: StripeBilling,
  customerId: string,
  subscriptionId: string,
) {
  const row = await findBillingByCustomer(tx, customerId, { lock: true });
  if (!row) {
    context.log.warn({ customerId }, "stripe event for a customer we did not create; ignored");
    return undefined;
  }
  let subscription: Stripe.Subscription;
  try {
    subscription = await billing.client.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    // Answered 502: nothing is recorded, and Stripe delivers the event again later.
    throw providerError(context, error);
  }
  return storeSubscription(tx, billing, row, subscription);
}

async function trialEndingEmail(context: AppContext, tx: Executor, userId: string, trialEnd: Date | null) {
  const user = await findUserById(tx, userId);
  if (!user || !trialEnd) return [];
  return [buildTrialWillEndEmail(user, trialEnd, `${findConfiguredOrigin(context)}/cuenta`)];
}

/** Webhooks come from Stripe, not the user: links use PUBLIC_URL (or this server's address). */
function findConfiguredOrigin(context: AppContext): string {
  const { PUBLIC_URL, PORT } = context.config;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://localhost:${PORT}`;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}
