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

/** The 7-day trial, for premium only (spec sections 4 and 9). */
export const PREMIUM_TRIAL_DAYS = 7;

/** Tiers bought online (Stripe); free needs nothing and enterprise is on contact. */
export const PAID_TIERS = ["basic", "premium"] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

/**
 * What each tier includes (spec section 6): the plans page lists it, the server and the guards
 * enforce it. null means unlimited.
 */
export interface TierIncludes {
  /** The 3 basic assistants marked free, every basic one, all, or all without limits. */
  assistants: "free_basic" | "basic" | "all" | "unlimited";
  dailyAiQueries: number | null;
  /** Files that can be attached at once; 0 is no uploads. */
  simultaneousUploads: number | null;
  /** No external apps, the basic ones, or every app. */
  apps: "none" | "basic" | "all";
  documentProcessing: boolean;
  support: "standard" | "priority";
  customIntegrations: boolean;
}

export const TIER_INCLUDES: Record<Tier, TierIncludes> = {
  free: {
    assistants: "free_basic",
    dailyAiQueries: 10,
    simultaneousUploads: 0,
    apps: "none",
    documentProcessing: false,
    support: "standard",
    customIntegrations: false,
  },
  basic: {
    assistants: "basic",
    dailyAiQueries: 50,
    simultaneousUploads: 1,
    apps: "basic",
    documentProcessing: false,
    support: "standard",
    customIntegrations: false,
  },
  premium: {
    assistants: "all",
    dailyAiQueries: 100,
    simultaneousUploads: 5,
    apps: "all",
    documentProcessing: true,
    support: "standard",
    customIntegrations: false,
  },
  enterprise: {
    assistants: "unlimited",
    dailyAiQueries: null,
    simultaneousUploads: null,
    apps: "all",
    documentProcessing: true,
    support: "priority",
    customIntegrations: true,
  },
};

/** Daily AI queries per tier; null is unlimited (spec section 9). */
export const DAILY_AI_QUERIES: Record<Tier, number | null> = {
  free: TIER_INCLUDES.free.dailyAiQueries,
  basic: TIER_INCLUDES.basic.dailyAiQueries,
  premium: TIER_INCLUDES.premium.dailyAiQueries,
  enterprise: TIER_INCLUDES.enterprise.dailyAiQueries,
};

/** Whether `tier` may open an app of the given level (spec section 6 "Other"). */
export function canUseApps(tier: Tier, level: "basic" | "all"): boolean {
  const apps = TIER_INCLUDES[tier].apps;
  return apps === "all" || (apps === "basic" && level === "basic");
}

export const SUBSCRIPTION_STATUSES = ["inactive", "active", "trialing", "past_due", "canceled"] as const;
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

/**
 * Spec "Premium required" (docs/architecture.md): an active or trialing premium or enterprise plan; a
 * past_due one counts while resolve-subscription still keeps it (the 3-day grace).
 */
export function hasPremiumAccess(subscription: SubscriptionState): boolean {
  const isLive =
    subscription.status === "active" ||
    subscription.status === "trialing" ||
    (subscription.status === "past_due" && subscription.subscribed);
  return isLive && tierAtLeast(subscription.tier, "premium");
}
