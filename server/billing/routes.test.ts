import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { startStripeStandIn } from "../test/stripe-stand-in-for-tests";
import { billingSubscriptions } from "../db/schema/index";
import { insertBillingCustomer, updateBilling } from "./store";

const standIn = await startStripeStandIn();
const { app, context } = await createTestApp({
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
  STRIPE_PRICE_BASIC: "price_basic",
  STRIPE_PRICE_PREMIUM: "price_premium",
  STRIPE_API_BASE: standIn.url,
  PUBLIC_URL: "https://plataforma.test",
});
const withoutStripe = await createTestApp();
const DAY = 86400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signedInUser(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(context, overrides);
  return { user, authorization: (await signInAs(context, user)).authorization };
}

function post(url: string, authorization: string, payload?: unknown) {
  return app.inject({
    method: "POST",
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
}

describe("without Stripe (the embedded default)", () => {
  it.each(["checkout", "portal", "cancel", "resume", "webhook"])(
    "POST /api/billing/%s answers 503 billing_not_configured",
    async (action) => {
      const user = await buildUser(withoutStripe.context);
      const { authorization } = await signInAs(withoutStripe.context, user);
      const response = await withoutStripe.app.inject({
        method: "POST",
        url: `/api/billing/${action}`,
        headers: { authorization },
        payload: { tier: "basic" },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: "billing_not_configured" } });
    },
  );

  it("says online payment is off, and then no trial is offered", async () => {
    const response = await withoutStripe.app.inject({ method: "GET", url: "/api/billing" });
    expect(response.json()).toMatchObject({ enabled: false, trial_days: 7, trial_available: false });
    expect((await app.inject({ method: "GET", url: "/api/billing" })).json()).toMatchObject({
      enabled: true,
      trial_days: 7,
      trial_available: true,
    });
  });

  it("states the per-minute chat limit chat-rate enforces, which the plans print beside unlimited queries", async () => {
    const { config } = context;
    const stated = (await app.inject({ method: "GET", url: "/api/billing" })).json<{
      chat_requests_per_minute: number | null;
    }>().chat_requests_per_minute;
    expect(stated).toBe(config.RATE_LIMITS_ENABLED ? config.RATE_LIMIT_CHAT_PER_MINUTE : null);
  });

  it("offers the trial only to an account that never had one and has no plan to change", async () => {
    const trialOf = async (authorization: string) =>
      (await app.inject({ method: "GET", url: "/api/billing", headers: { authorization } })).json<{
        trial_available: boolean;
      }>().trial_available;
    const fresh = await signedInUser();
    expect(await trialOf(fresh.authorization)).toBe(true);
    const hadTrial = await signedInUser();
    await insertBillingCustomer(context.database.db, hadTrial.user.id, "cus_had_trial");
    await updateBilling(context.database.db, hadTrial.user.id, { hadTrial: true, status: "canceled" });
    expect(await trialOf(hadTrial.authorization)).toBe(false);
    const paying = await signedInUser();
    await insertBillingCustomer(context.database.db, paying.user.id, "cus_paying");
    await updateBilling(context.database.db, paying.user.id, { stripeSubscriptionId: "sub_basic", status: "active" });
    expect(await trialOf(paying.authorization)).toBe(false);
  });
});

describe("POST /api/billing/checkout", () => {
  it("asks for sign-in and a paid tier", async () => {
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/billing/checkout",
          payload: { tier: "basic" },
        })
      ).statusCode,
    ).toBe(401);
    const { authorization } = await signedInUser();
    for (const tier of ["free", "enterprise", "gold", 7]) {
      const response = await post("/api/billing/checkout", authorization, { tier });
      expect(response.statusCode).toBe(400);
    }
  });

  it("creates one customer, then a premium Checkout Session with the 7-day trial, our ids and URLs", async () => {
    const { user, authorization } = await signedInUser({ language: "en", displayName: "Ana" });
    const response = await post("/api/billing/checkout", authorization, { tier: "premium" });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test\d+$/);

    const customers = standIn.calls.filter(
      (call) => call.path === "/v1/customers" && call.params["metadata[user_id]"] === user.id,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params).toMatchObject({
      email: user.email,
      name: "Ana",
      "preferred_locales[0]": "en",
    });
    expect(customers[0]?.idempotencyKey).toBe(`customer-${user.id}`);

    const [row] = await context.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));
    const session = standIn.calls.filter(
      (call) => call.path === "/v1/checkout/sessions" && call.params.client_reference_id === user.id,
    );
    expect(session).toHaveLength(1);
    expect(session[0]?.params).toEqual({
      mode: "subscription",
      customer: row?.stripeCustomerId,
      client_reference_id: user.id,
      "line_items[0][price]": "price_premium",
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][user_id]": user.id,
      "subscription_data[trial_period_days]": "7",
      success_url: "https://plataforma.test/suscripcion-exitosa?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://plataforma.test/suscripciones",
      locale: "en",
    });
  });

  it("reuses the customer, gives no trial for basic, nor for premium once a trial was had", async () => {
    const { user, authorization } = await signedInUser({ language: "ca" });
    expect((await post("/api/billing/checkout", authorization, { tier: "basic" })).statusCode).toBe(200);
    await updateBilling(context.database.db, user.id, {
      hadTrial: true,
      status: "canceled",
      stripeSubscriptionId: "sub_old",
    });
    expect((await post("/api/billing/checkout", authorization, { tier: "premium" })).statusCode).toBe(200);

    const customers = standIn.calls.filter(
      (call) => call.path === "/v1/customers" && call.params["metadata[user_id]"] === user.id,
    );
    expect(customers).toHaveLength(1);
    const sessions = standIn.calls.filter(
      (call) => call.path === "/v1/checkout/sessions" && call.params.client_reference_id === user.id,
    );
    expect(sessions.map((call) => call.params["line_items[0][price]"])).toEqual(["price_basic", "price_premium"]);
    expect(sessions.map((call) => call.params["subscription_data[trial_period_days]"])).toEqual([undefined, undefined]);
    expect(new Set(sessions.map((call) => call.params.customer)).size).toBe(1);
    expect(sessions[0]?.params.locale).toBe("es");
  });
});

describe("portal, cancel and resume", () => {
  it("opens the billing portal for the user's customer, returning to the account page", async () => {
    const { user, authorization } = await signedInUser();
    expect((await post("/api/billing/portal", authorization)).json()).toMatchObject({
      error: { code: "no_subscription" },
    });
    await insertBillingCustomer(context.database.db, user.id, "cus_portal");
    const response = await post("/api/billing/portal", authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_test\d+$/);
    expect(standIn.calls.filter((call) => call.path === "/v1/billing_portal/sessions").at(-1)?.params).toEqual({
      customer: "cus_portal",
      return_url: "https://plataforma.test/cuenta",
    });
  });

  it("cancels at period end keeping access until then, and resumes", async () => {
    const { user, authorization } = await signedInUser();
    const periodEnd = nowSeconds() + 12 * DAY;
    await insertBillingCustomer(context.database.db, user.id, "cus_cancel");
    await updateBilling(context.database.db, user.id, {
      stripeSubscriptionId: "sub_cancel",
      status: "active",
      tier: "premium",
    });
    standIn.setSubscription({
      id: "sub_cancel",
      customer: "cus_cancel",
      price: "price_premium",
      status: "active",
      periodEnd,
    });

    const cancelled = await post("/api/billing/cancel", authorization);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      subscribed: true,
      tier: "premium",
      status: "active",
      source: "stripe",
      cancel_at_period_end: true,
      subscription_end: new Date(periodEnd * 1000).toISOString(),
    });
    const resumed = await post("/api/billing/resume", authorization);
    expect(resumed.json()).toMatchObject({
      subscribed: true,
      tier: "premium",
      cancel_at_period_end: false,
    });
    expect(standIn.callsTo("POST", "/v1/subscriptions/sub_cancel").map((call) => call.params)).toEqual([
      { cancel_at_period_end: "true" },
      { cancel_at_period_end: "false" },
    ]);
  });

  it("answers 409 no_subscription to a user with nothing to cancel", async () => {
    const { authorization } = await signedInUser({ tier: "premium" });
    const response = await post("/api/billing/cancel", authorization);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: "no_subscription" } });
  });

  it("answers 502 when Stripe refuses, without changing what is stored", async () => {
    const { user, authorization } = await signedInUser();
    await insertBillingCustomer(context.database.db, user.id, "cus_missing");
    await updateBilling(context.database.db, user.id, {
      stripeSubscriptionId: "sub_unknown_to_stripe",
      status: "active",
      tier: "basic",
    });
    const response = await post("/api/billing/cancel", authorization);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: { code: "billing_provider_error" } });
    const [row] = await context.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));
    expect(row?.cancelAtPeriodEnd).toBe(false);
  });
});

describe("GET /api/billing/subscription", () => {
  it("keeps the higher of a grant and the Stripe plan", async () => {
    const { user, authorization } = await signedInUser({ tier: "enterprise" });
    await insertBillingCustomer(context.database.db, user.id, "cus_both");
    await updateBilling(context.database.db, user.id, {
      stripeSubscriptionId: "sub_both",
      status: "active",
      tier: "basic",
      currentPeriodEnd: new Date(Date.now() + DAY * 1000),
    });
    const response = await app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: { authorization },
    });
    expect(response.json()).toMatchObject({
      enabled: true,
      tier: "enterprise",
      source: "grant",
      has_billing_account: true,
    });
  });
});
