import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { insertBillingCustomer, updateBilling, type BillingChanges } from "../billing/store";

const { app, context } = await createTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

async function buildSubscriber(label: string, changes: BillingChanges) {
  const user = await buildUser(context);
  await insertBillingCustomer(context.database.db, user.id, `cus_${label}`);
  await updateBilling(context.database.db, user.id, { stripeSubscriptionId: `sub_${label}`, ...changes });
  return user;
}

describe("GET /api/admin/dashboard", () => {
  it("is for admins only", async () => {
    expect((await app.inject({ method: "GET", url: "/api/admin/dashboard" })).statusCode).toBe(401);
    const { authorization } = await signInAs(context, await buildUser(context));
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { authorization } })).statusCode,
    ).toBe(403);
  });

  it("counts members by tier, paying subscribers, trials and their conversion, MRR, cancellations and sign-ups", async () => {
    // With the non-admin of the test above: ten accounts, all signed up this week.
    const admin = await buildAdmin(context);
    await buildUser(context, { tier: "enterprise" });
    await buildUser(context, { tier: "premium", tierExpiresAt: inDays(-1) });
    await buildSubscriber("basic", { tier: "basic", status: "active", currentPeriodEnd: inDays(20) });
    await buildSubscriber("premium", {
      tier: "premium",
      status: "active",
      hadTrial: true,
      currentPeriodEnd: inDays(20),
    });
    await buildSubscriber("trial", { tier: "premium", status: "trialing", hadTrial: true, trialEnd: inDays(5) });
    await buildSubscriber("leaving", {
      tier: "basic",
      status: "active",
      cancelAtPeriodEnd: true,
      canceledAt: new Date(),
      currentPeriodEnd: inDays(3),
    });
    await buildSubscriber("gone", {
      tier: "premium",
      status: "canceled",
      hadTrial: true,
      canceledAt: new Date(),
      endedAt: new Date(),
    });
    await buildSubscriber("dunning", { tier: "basic", status: "past_due", pastDueSince: inDays(-5) });

    const { authorization } = await signInAs(context, admin);
    const response = await app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { authorization } });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<{ signups_per_week: { week_start: string; count: number }[] }>();
    expect(dashboard).toMatchObject({
      members_by_tier: { free: 5, basic: 2, premium: 2, enterprise: 1 },
      total_members: 10,
      paying: 3,
      trials: { active: 1, converted: 1, finished: 2, conversion_rate: 0.5 },
      mrr_eur: 9 + 29 + 9,
      cancellations_this_month: 2,
    });
    expect(dashboard.signups_per_week).toHaveLength(12);
    expect(dashboard.signups_per_week.at(-1)?.count).toBe(10);
    expect(new Date(`${dashboard.signups_per_week.at(-1)?.week_start ?? ""}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});
