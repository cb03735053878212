import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { startStripeStandIn } from "../test/stripe-stand-in-for-tests";
import { billingSubscriptions } from "../db/schema/index";
import { resyncStaleSubscriptions } from "./resync-subscriptions";
import { insertBillingCustomer, updateBilling } from "./store";

const standIn = await startStripeStandIn();
const { app, context } = await createTestApp({
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
  STRIPE_PRICE_BASIC: "price_basic",
  STRIPE_PRICE_PREMIUM: "price_premium",
  STRIPE_API_BASE: standIn.url,
});
const DAY = 86400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A subscriber as the last webhook left them: `periodEnd` is what we stored, whatever Stripe did since. */
async function buildSubscriber(tier: "basic" | "premium", periodEnd: number) {
  const user = await buildUser(context);
  const customer = `cus_${user.id.slice(0, 8)}`;
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  await insertBillingCustomer(context.database.db, user.id, customer);
  await updateBilling(context.database.db, user.id, {
    stripeSubscriptionId: subscriptionId,
    stripePriceId: `price_${tier}`,
    tier,
    status: "active",
    currentPeriodEnd: new Date(periodEnd * 1000),
  });
  const { authorization } = await signInAs(context, user);
  return { user, customer, subscriptionId, authorization };
}

async function checkSubscription(authorization: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/functions/check-subscription",
    headers: { authorization },
  });
  return response.json<{ subscribed: boolean; tier: string; status: string }>();
}

async function storedRow(userId: string) {
  const [row] = await context.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return row;
}

describe("the daily re-sync of subscriptions whose webhooks never came", () => {
  it("brings back a renewal, ends a cancellation, and leaves current rows alone", async () => {
    const renewed = await buildSubscriber("basic", nowSeconds() - 3 * DAY);
    const newPeriodEnd = nowSeconds() + 27 * DAY;
    standIn.setSubscription({
      id: renewed.subscriptionId,
      customer: renewed.customer,
      price: "price_basic",
      status: "active",
      periodEnd: newPeriodEnd,
    });
    const ended = await buildSubscriber("premium", nowSeconds() - 5 * DAY);
    standIn.setSubscription({
      id: ended.subscriptionId,
      customer: ended.customer,
      price: "price_premium",
      status: "canceled",
      periodEnd: nowSeconds() - 5 * DAY,
      canceledAt: nowSeconds() - 5 * DAY,
      endedAt: nowSeconds() - 5 * DAY,
    });
    const current = await buildSubscriber("premium", nowSeconds() + 10 * DAY);
    // Before the re-sync, the lapsed period already ends access (the grace is over).
    expect(await checkSubscription(renewed.authorization)).toMatchObject({ subscribed: false, tier: "free" });

    const result = await resyncStaleSubscriptions(context);

    expect(result).toMatchObject({ failed: 0 });
    expect(await checkSubscription(renewed.authorization)).toMatchObject({
      subscribed: true,
      tier: "basic",
      status: "active",
    });
    expect((await storedRow(renewed.user.id))?.currentPeriodEnd).toEqual(new Date(newPeriodEnd * 1000));
    expect(await storedRow(ended.user.id)).toMatchObject({ status: "canceled" });
    expect(await checkSubscription(ended.authorization)).toMatchObject({ subscribed: false, status: "canceled" });
    expect(standIn.callsTo("GET", `/v1/subscriptions/${current.subscriptionId}`)).toHaveLength(0);
  });

  it("goes on with the others when Stripe cannot answer for one", async () => {
    const unknown = await buildSubscriber("basic", nowSeconds() - 4 * DAY);
    const renewed = await buildSubscriber("premium", nowSeconds() - 4 * DAY);
    standIn.setSubscription({
      id: renewed.subscriptionId,
      customer: renewed.customer,
      price: "price_premium",
      status: "active",
      periodEnd: nowSeconds() + 26 * DAY,
    });

    const result = await resyncStaleSubscriptions(context);

    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await storedRow(unknown.user.id)).toMatchObject({ status: "active", tier: "basic" });
    expect(await checkSubscription(renewed.authorization)).toMatchObject({ subscribed: true, tier: "premium" });
  });
});
