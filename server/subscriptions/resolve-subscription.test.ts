import { describe, expect, it } from "vitest";
import { decideSubscription, type StripeSubscriptionState } from "./resolve-subscription";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-03-10T12:00:00Z");
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const FREE_USER = { tier: "free", tierExpiresAt: null };

function stripeState(overrides: Partial<StripeSubscriptionState>): StripeSubscriptionState {
  return {
    tier: "premium",
    status: "active",
    currentPeriodEnd: daysFromNow(10),
    trialEnd: null,
    pastDueSince: null,
    ...overrides,
  };
}

describe("access from a Stripe subscription", () => {
  it("lasts while the period runs, and through the grace after its end", () => {
    expect(decideSubscription(FREE_USER, stripeState({}), NOW)).toMatchObject({ subscribed: true, tier: "premium" });
    const justEnded = stripeState({ currentPeriodEnd: daysFromNow(-1) });
    expect(decideSubscription(FREE_USER, justEnded, NOW)).toMatchObject({ subscribed: true, tier: "premium" });
  });

  it("ends after the period end and its grace even when no webhook ever said so", () => {
    const forgotten = stripeState({ currentPeriodEnd: daysFromNow(-3) });
    expect(decideSubscription(FREE_USER, forgotten, NOW)).toEqual({
      subscribed: false,
      tier: "free",
      status: "inactive",
      subscription_end: null,
    });
  });

  it("ends a trial after its end and the grace, and gives nothing when no end is known", () => {
    const trial = stripeState({ status: "trialing", trialEnd: daysFromNow(-3), currentPeriodEnd: daysFromNow(-3) });
    expect(decideSubscription(FREE_USER, trial, NOW)).toMatchObject({ subscribed: false, tier: "free" });
    const endless = stripeState({ currentPeriodEnd: null });
    expect(decideSubscription(FREE_USER, endless, NOW)).toMatchObject({ subscribed: false, tier: "free" });
  });

  it("keeps a grant when the Stripe plan has lapsed", () => {
    const granted = { tier: "basic", tierExpiresAt: daysFromNow(5) };
    const forgotten = stripeState({ currentPeriodEnd: daysFromNow(-30) });
    expect(decideSubscription(granted, forgotten, NOW)).toMatchObject({ subscribed: true, tier: "basic" });
  });
});
