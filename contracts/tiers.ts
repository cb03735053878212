/** Subscription tiers, from lowest to highest (spec section 6). */
export const TIERS = ["free", "basic", "premium", "enterprise"] as const;
export type Tier = (typeof TIERS)[number];

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

/** True when `tier` reaches at least `required`. */
export function tierAtLeast(tier: Tier, required: Tier): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(required);
}

/** Monthly prices in euros, VAT included (spec sections 3 and 9); enterprise is on contact. */
export const MONTHLY_PRICE_EUR: Record<Tier, number | null> = {
  free: 0,
  basic: 9,
  premium: 29,
  enterprise: null,
};

export const PREMIUM_TRIAL_DAYS = 7;

/** Daily AI queries per tier; null is unlimited (spec section 9). */
export const DAILY_AI_QUERIES: Record<Tier, number | null> = {
  free: 10,
  basic: 50,
  premium: 100,
  enterprise: null,
};

export const SUBSCRIPTION_STATUSES = [
  "inactive",
  "active",
  "trialing",
  "past_due",
  "canceled",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What check-subscription answers and the client keeps (spec sections 3 and 7). */
export interface SubscriptionState {
  subscribed: boolean;
  tier: Tier;
  /** A SubscriptionStatus, or a provider status we pass through. */
  status: string;
  subscription_end?: string | null;
}

export const UNSUBSCRIBED: SubscriptionState = {
  subscribed: false,
  tier: "free",
  status: "inactive",
};

/** Spec "Premium required" (DESIGN.md): an active or trialing premium or enterprise plan. */
export function hasPremiumAccess(subscription: SubscriptionState): boolean {
  const isLive = subscription.status === "active" || subscription.status === "trialing";
  return isLive && tierAtLeast(subscription.tier, "premium");
}
