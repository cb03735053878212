import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { insertBillingCustomer, updateBilling, type BillingChanges } from "./store";

const { app, context } = await createTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A premium route's API (training apps) with the user's Stripe subscription in a given state. */
async function openPremiumApi(changes: BillingChanges) {
  const user = await buildUser(context);
  await insertBillingCustomer(context.database.db, user.id, `cus_${user.id.slice(0, 8)}`);
  await updateBilling(context.database.db, user.id, {
    stripeSubscriptionId: `sub_${user.id.slice(0, 8)}`,
    ...changes,
  });
  const { authorization } = await signInAs(context, user);
  return (
    await app.inject({
      method: "GET",
      url: "/api/training/reflections",
      headers: { authorization },
    })
  ).statusCode;
}

describe("premium routes on the server follow the Stripe subscription", () => {
  it("let a trialing premium user in", async () => {
    expect(
      await openPremiumApi({
        tier: "premium",
        status: "trialing",
        trialEnd: new Date(Date.now() + 5 * DAY_MS),
      }),
    ).toBe(200);
  });

  it("keep a past_due premium user in during the grace, and out after it", async () => {
    expect(
      await openPremiumApi({
        tier: "premium",
        status: "past_due",
        pastDueSince: new Date(Date.now() - DAY_MS),
      }),
    ).toBe(200);
    expect(
      await openPremiumApi({
        tier: "premium",
        status: "past_due",
        pastDueSince: new Date(Date.now() - 4 * DAY_MS),
      }),
    ).toBe(403);
  });

  it("keep a basic subscriber and a cancelled one out", async () => {
    expect(await openPremiumApi({ tier: "basic", status: "active" })).toBe(403);
    expect(await openPremiumApi({ tier: "premium", status: "canceled", endedAt: new Date() })).toBe(403);
  });
});
