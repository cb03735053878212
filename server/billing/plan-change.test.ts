import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { buildStripeEvent, deliverStripeEvent } from "../test/stripe-events";
import { toStripeSubscription } from "../../test-support/stripe-stand-in";
import { startStripeStandIn } from "../test/stripe-stand-in-for-tests";
import { billingSubscriptions } from "../db/schema/index";
import { insertBillingCustomer, updateBilling } from "./store";

const WEBHOOK_SECRET = "whsec_test_secret";
const standIn = await startStripeStandIn();
const { app, context } = await createTestApp({
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_BASIC: "price_basic",
  STRIPE_PRICE_PREMIUM: "price_premium",
  STRIPE_API_BASE: standIn.url,
  PUBLIC_URL: "https://plataforma.test",
});
const DAY = 86400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A user paying for basic through Stripe, as after checkout and its webhooks. */
async function buildBasicSubscriber(status = "active") {
  const user = await buildUser(context);
  const customer = `cus_${user.id.slice(0, 8)}`;
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  const periodEnd = nowSeconds() + 20 * DAY;
  await insertBillingCustomer(context.database.db, user.id, customer);
  await updateBilling(context.database.db, user.id, {
    stripeSubscriptionId: subscriptionId,
    status,
    tier: "basic",
    stripePriceId: "price_basic",
    currentPeriodEnd: new Date(periodEnd * 1000),
    pastDueSince: status === "past_due" ? new Date() : null,
  });
  standIn.setSubscription({ id: subscriptionId, customer, price: "price_basic", status, periodEnd });
  const { authorization } = await signInAs(context, user);
  return { user, customer, subscriptionId, authorization };
}

function askForPremium(authorization: string) {
  return app.inject({
    method: "POST",
    url: "/api/billing/checkout",
    headers: { authorization },
    payload: { tier: "premium" },
  });
}

async function storedTier(userId: string) {
  const [row] = await context.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return row?.tier;
}

/** Stripe's side after the invoice of a change is paid: the invoice and the subscription events. */
async function notifyPaid(invoice: unknown, subscriptionId: string) {
  const subscription = standIn.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
  for (const event of [
    buildStripeEvent("invoice.paid", invoice),
    buildStripeEvent("customer.subscription.updated", toStripeSubscription(subscription)),
  ]) {
    expect((await deliverStripeEvent(app, event, WEBHOOK_SECRET)).statusCode).toBe(200);
  }
}

describe("changing plan while paying", () => {
  it("bills the prorated difference at once and stores the new tier from the webhook, not the API's answer", async () => {
    const { user, subscriptionId, authorization } = await buildBasicSubscriber();

    const response = await askForPremium(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: "https://plataforma.test/suscripcion-exitosa?plan=premium" });
    expect(standIn.callsTo("POST", `/v1/subscriptions/${subscriptionId}`).map((call) => call.params)).toEqual([
      {
        "items[0][id]": `si_${subscriptionId}`,
        "items[0][price]": "price_premium",
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
        "expand[0]": "latest_invoice",
      },
    ]);
    expect(await storedTier(user.id)).toBe("basic");

    const invoiceId = standIn.subscriptions.get(subscriptionId)?.latestInvoice ?? "";
    await notifyPaid(standIn.payInvoice(invoiceId), subscriptionId);
    expect(await storedTier(user.id)).toBe("premium");
  });

  it("leaves the plan as it was while the card is declined, sends the person to pay the invoice, and grants it once paid", async () => {
    const { user, customer, subscriptionId, authorization } = await buildBasicSubscriber();
    standIn.declinePayments(customer);

    const response = await askForPremium(authorization);
    expect(response.statusCode).toBe(200);
    const invoiceId = standIn.subscriptions.get(subscriptionId)?.latestInvoice ?? "";
    expect(response.json()).toEqual({ url: `${standIn.url}/i/${invoiceId}` });

    const pending = standIn.subscriptions.get(subscriptionId);
    if (!pending) throw new Error("the subscription went missing");
    expect(pending).toMatchObject({ price: "price_basic", pendingPrice: "price_premium" });
    const updated = buildStripeEvent("customer.subscription.updated", toStripeSubscription(pending));
    expect((await deliverStripeEvent(app, updated, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(await storedTier(user.id)).toBe("basic");
    const check = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization },
    });
    expect(check.json()).toMatchObject({ tier: "basic" });

    await notifyPaid(standIn.payInvoice(invoiceId), subscriptionId);
    expect(await storedTier(user.id)).toBe("premium");
  });

  it("refuses a plan change while a payment is past due, without asking Stripe to change anything", async () => {
    const { subscriptionId, authorization } = await buildBasicSubscriber("past_due");
    const response = await askForPremium(authorization);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: "subscription_past_due" } });
    expect(standIn.callsTo("POST", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
  });

  it("refuses the plan the person already has", async () => {
    const { subscriptionId, authorization } = await buildBasicSubscriber();
    const response = await app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { authorization },
      payload: { tier: "basic" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: "already_on_plan" } });
    expect(standIn.callsTo("POST", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
    expect(standIn.callsTo("POST", "/v1/checkout/sessions")).toHaveLength(0);
  });
});
