import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { toStripeSubscription, type StandInSubscription } from "../../test-support/stripe-stand-in";
import { startStripeStandIn } from "../test/stripe-stand-in-for-tests";
import { billingSubscriptions, emails } from "../db/schema/index";
import { insertBillingCustomer } from "./store";

const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = new Stripe("sk_test_signing_only");
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
let eventCounter = 0;

function buildEvent(type: string, object: unknown, id = `evt_${++eventCounter}_${Date.now()}`) {
  return {
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: nowSeconds(),
    data: { object },
  };
}

async function deliver(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    headers: { "stripe-signature": signature, "content-type": "application/json; charset=utf-8" },
    payload,
  });
}

/** A user with a Stripe customer, as after their first checkout. */
async function buildCustomer() {
  const user = await buildUser(context, { language: "es" });
  const customerId = `cus_${user.id.slice(0, 8)}`;
  await insertBillingCustomer(context.database.db, user.id, customerId);
  const { authorization } = await signInAs(context, user);
  return { user, customerId, authorization };
}

async function checkSubscription(authorization: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/functions/check-subscription",
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    subscribed: boolean;
    tier: string;
    status: string;
    subscription_end: string | null;
  }>();
}

/** Sets the API's current state and delivers the matching subscription event. */
async function changeAndNotify(type: string, subscription: StandInSubscription) {
  standIn.setSubscription(subscription);
  const response = await deliver(buildEvent(type, toStripeSubscription(subscription)));
  expect(response.statusCode).toBe(200);
}

describe("POST /api/billing/webhook signature", () => {
  it("refuses a payload signed with another secret, and one with no signature", async () => {
    const { customerId } = await buildCustomer();
    const subscription = {
      id: "sub_forged",
      customer: customerId,
      price: "price_premium",
      status: "active",
      periodEnd: nowSeconds() + 30 * DAY,
    };
    standIn.setSubscription(subscription);
    const forged = await deliver(
      buildEvent("customer.subscription.created", toStripeSubscription(subscription)),
      "whsec_wrong",
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: "invalid_signature" } });
    const unsigned = await app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(buildEvent("customer.subscription.created", toStripeSubscription(subscription))),
    });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await context.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeCustomerId, customerId));
    expect(row?.status).toBe("none");
  });

  it("refuses a body changed after signing", async () => {
    const payload = JSON.stringify(buildEvent("invoice.paid", {}));
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      payload: payload.replace("invoice.paid", "invoice.payment_failed"),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("webhook idempotency and order", () => {
  it("ignores a replayed event id: the second delivery changes nothing", async () => {
    const { customerId, authorization } = await buildCustomer();
    const subscription = {
      id: "sub_replay",
      customer: customerId,
      price: "price_basic",
      status: "active",
      periodEnd: nowSeconds() + 30 * DAY,
    };
    standIn.setSubscription(subscription);
    const event = buildEvent("customer.subscription.created", toStripeSubscription(subscription), "evt_replayed_once");
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toMatchObject({
      tier: "basic",
      status: "active",
    });

    standIn.setSubscription({ ...subscription, price: "price_premium" });
    const fetchesBefore = standIn.callsTo("GET", "/v1/subscriptions/sub_replay").length;
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(standIn.callsTo("GET", "/v1/subscriptions/sub_replay")).toHaveLength(fetchesBefore);
    expect(await checkSubscription(authorization)).toMatchObject({
      tier: "basic",
      status: "active",
    });
  });

  it("answers every user checking at once with their own plan (the reads share queries)", async () => {
    const paying = await Promise.all([buildCustomer(), buildCustomer(), buildCustomer()]);
    const tiers = ["basic", "premium", "free"] as const;
    for (const [index, customer] of paying.entries()) {
      await context.database.db
        .update(billingSubscriptions)
        .set({ tier: tiers[index], status: "active", currentPeriodEnd: new Date(Date.now() + 30 * DAY * 1000) })
        .where(eq(billingSubscriptions.userId, customer.user.id));
    }
    const checks = Array.from({ length: 30 }, (_, index) => index % 3);
    const answers = await Promise.all(checks.map((index) => checkSubscription(paying[index]?.authorization ?? "")));
    expect(answers.map((answer) => answer.tier)).toEqual(checks.map((index) => tiers[index]));
  });

  it("answers 502 and records nothing when the API cannot be read, so a redelivery works", async () => {
    const { customerId, authorization } = await buildCustomer();
    const subscription = {
      id: "sub_late",
      customer: customerId,
      price: "price_basic",
      status: "active",
      periodEnd: nowSeconds() + 30 * DAY,
    };
    const event = buildEvent("customer.subscription.created", toStripeSubscription(subscription));
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(502);
    standIn.setSubscription(subscription);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toMatchObject({
      tier: "basic",
      status: "active",
    });
  });

  it("ends in the newest state when a stale event arrives last", async () => {
    const { customerId, authorization, user } = await buildCustomer();
    const trialEnd = nowSeconds() + 7 * DAY;
    const trialing = {
      id: "sub_order",
      customer: customerId,
      price: "price_premium",
      status: "trialing",
      trialStart: nowSeconds(),
      trialEnd,
      periodEnd: trialEnd,
      userId: user.id,
    };
    const active = { ...trialing, status: "active", periodEnd: nowSeconds() + 37 * DAY };
    standIn.setSubscription(active);
    expect((await deliver(buildEvent("customer.subscription.updated", toStripeSubscription(active)))).statusCode).toBe(
      200,
    );
    expect(
      (await deliver(buildEvent("customer.subscription.created", toStripeSubscription(trialing)))).statusCode,
    ).toBe(200);
    const state = await checkSubscription(authorization);
    expect(state).toMatchObject({ subscribed: true, tier: "premium", status: "active" });
    expect(state.subscription_end).toBe(new Date(active.periodEnd * 1000).toISOString());
  });
});

describe("a subscription's life through its events", () => {
  it("trial → active → cancel at period end → resume → deleted → free", async () => {
    const { customerId, authorization, user } = await buildCustomer();
    const trialEnd = nowSeconds() + 7 * DAY;
    const base = {
      id: "sub_life",
      customer: customerId,
      price: "price_premium",
      trialStart: nowSeconds(),
      trialEnd,
      userId: user.id,
    };

    standIn.setSubscription({ ...base, status: "trialing", periodEnd: trialEnd });
    const completed = await deliver(
      buildEvent("checkout.session.completed", {
        id: "cs_life",
        object: "checkout.session",
        customer: customerId,
        subscription: "sub_life",
        client_reference_id: user.id,
      }),
    );
    expect(completed.statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toEqual({
      subscribed: true,
      tier: "premium",
      status: "trialing",
      subscription_end: new Date(trialEnd * 1000).toISOString(),
      isAdmin: false,
    });

    const periodEnd = nowSeconds() + 37 * DAY;
    await changeAndNotify("customer.subscription.updated", {
      ...base,
      status: "active",
      periodEnd,
    });
    expect(await checkSubscription(authorization)).toMatchObject({
      tier: "premium",
      status: "active",
    });

    await changeAndNotify("customer.subscription.updated", {
      ...base,
      status: "active",
      periodEnd,
      cancelAtPeriodEnd: true,
    });
    const cancelled = await checkSubscription(authorization);
    expect(cancelled).toMatchObject({ subscribed: true, tier: "premium", status: "active" });
    expect(cancelled.subscription_end).toBe(new Date(periodEnd * 1000).toISOString());

    await changeAndNotify("customer.subscription.updated", {
      ...base,
      status: "active",
      periodEnd,
      cancelAtPeriodEnd: false,
    });
    const [resumed] = await context.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));
    expect(resumed?.cancelAtPeriodEnd).toBe(false);

    await changeAndNotify("customer.subscription.deleted", {
      ...base,
      status: "canceled",
      periodEnd,
      endedAt: nowSeconds(),
      canceledAt: nowSeconds(),
    });
    expect(await checkSubscription(authorization)).toMatchObject({
      subscribed: false,
      tier: "free",
      status: "canceled",
      subscription_end: null,
    });
  });

  it("payment failed → past_due keeps access for 3 days → then free; a paid invoice restores it", async () => {
    const { customerId, authorization, user } = await buildCustomer();
    const periodEnd = nowSeconds() + 30 * DAY;
    const base = {
      id: "sub_dunning",
      customer: customerId,
      price: "price_basic",
      periodEnd,
      userId: user.id,
    };
    standIn.setSubscription({ ...base, status: "past_due" });
    const invoice = {
      id: "in_1",
      object: "invoice",
      customer: customerId,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_dunning" },
      },
    };
    expect((await deliver(buildEvent("invoice.payment_failed", invoice))).statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toMatchObject({
      subscribed: true,
      tier: "basic",
      status: "past_due",
    });

    // Four days later (the grace is three): move the start of the past_due spell back.
    await context.database.db
      .update(billingSubscriptions)
      .set({ pastDueSince: new Date(Date.now() - 4 * DAY * 1000) })
      .where(eq(billingSubscriptions.userId, user.id));
    expect(await checkSubscription(authorization)).toMatchObject({
      subscribed: false,
      tier: "free",
      status: "past_due",
    });

    // A second failure does not restart the grace.
    expect((await deliver(buildEvent("invoice.payment_failed", invoice))).statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toMatchObject({
      tier: "free",
      status: "past_due",
    });

    standIn.setSubscription({ ...base, status: "active" });
    expect((await deliver(buildEvent("invoice.paid", invoice))).statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toMatchObject({
      subscribed: true,
      tier: "basic",
      status: "active",
    });
  });

  it("e-mails the user when the trial is about to end", async () => {
    const { customerId, user } = await buildCustomer();
    const trialEnd = nowSeconds() + 3 * DAY;
    await changeAndNotify("customer.subscription.trial_will_end", {
      id: "sub_trial_mail",
      customer: customerId,
      price: "price_premium",
      status: "trialing",
      trialStart: nowSeconds() - 4 * DAY,
      trialEnd,
      periodEnd: trialEnd,
    });
    const sent = await context.database.db.select().from(emails).where(eq(emails.to, user.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: "billing.trial-will-end",
      subject: "Tu prueba de Premium termina pronto",
      link: "https://plataforma.test/cuenta",
    });
  });

  it("links no customer it did not create, whatever its metadata or checkout reference names", async () => {
    const user = await buildUser(context);
    const { authorization } = await signInAs(context, user);
    await changeAndNotify("customer.subscription.created", {
      id: "sub_foreign",
      customer: "cus_made_elsewhere",
      price: "price_premium",
      status: "active",
      periodEnd: nowSeconds() + 30 * DAY,
      userId: user.id,
    });
    const completed = await deliver(
      buildEvent("checkout.session.completed", {
        id: "cs_foreign",
        object: "checkout.session",
        customer: "cus_made_elsewhere",
        subscription: "sub_foreign",
        client_reference_id: user.id,
      }),
    );
    expect(completed.statusCode).toBe(200);
    expect(await checkSubscription(authorization)).toMatchObject({ subscribed: false, tier: "free" });
    const rows = await context.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeCustomerId, "cus_made_elsewhere"));
    expect(rows).toHaveLength(0);
  });
});
