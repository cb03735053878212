/** Subscription tiers, from lowest to highest (docs/product.md, "Plans"). */
export const TIERS = ["free", "basic", "premium", "enterprise"] as const;
export type Tier = (typeof TIERS)[number];

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

/** True when `tier` reaches at least `required`. */
export function tierAtLeast(tier: Tier, required: Tier): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(required);
}

/** The tiers a course may require: a course opens for its tier and the ones above. */
export const COURSE_TIERS = ["free", "premium", "enterprise"] as const satisfies readonly Tier[];
export type CourseTier = (typeof COURSE_TIERS)[number];

/** Monthly prices in euros, VAT included; enterprise is on contact (docs/product.md, "Prices and the trial"). */
export const MONTHLY_PRICE_EUR: Record<Tier, number | null> = {
  free: 0,
  basic: 9,
  premium: 29,
  enterprise: null,
};

/** The 7-day trial, for premium only. */
export const PREMIUM_TRIAL_DAYS = 7;

/** Tiers bought online (Stripe); free needs nothing and enterprise is on contact. */
export const PAID_TIERS = ["basic", "premium"] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

/** The AI services that run as jobs: transcription, meeting minutes, document processing. */
export const AI_SERVICES = ["transcription", "meeting", "document"] as const;
export type AiService = (typeof AI_SERVICES)[number];

/**
 * What each tier includes (docs/product.md, "What each plan includes"). This is the one table: server/access enforces it and
 * the plans page, the service pages and the upgrade screens print it, so a line on a page is a
 * rule on the server. null means unlimited.
 */
export interface TierIncludes {
  /**
   * Which assistants open: those marked free (the 3 basic ones), every one up to basic, or all
   * (an assistant asks for free, basic or premium: ASSISTANT_TIERS); enterprise adds no limit.
   */
  assistants: "free_basic" | "basic" | "all" | "unlimited";
  dailyAiQueries: number | null;
  /** Files one chat message may carry; 0 is no uploads (docs/product.md, "Where the code reads the spec its own way"). */
  attachmentsPerMessage: number;
  /** Contact-form messages from this plan are marked and answered first in the admin inbox. */
  support: "standard" | "priority";
}

export const TIER_INCLUDES: Record<Tier, TierIncludes> = {
  free: { assistants: "free_basic", dailyAiQueries: 10, attachmentsPerMessage: 0, support: "standard" },
  basic: { assistants: "basic", dailyAiQueries: 50, attachmentsPerMessage: 1, support: "standard" },
  premium: { assistants: "all", dailyAiQueries: 100, attachmentsPerMessage: 5, support: "standard" },
  enterprise: { assistants: "unlimited", dailyAiQueries: null, attachmentsPerMessage: 5, support: "priority" },
};

/**
 * The lowest plan that opens each gated part of the product (docs/product.md, "Gated areas"). An external app, a resource or a
 * course may ask for more than its area: each names its own tier.
 */
export const AREA_TIERS = {
  trainingApps: "premium",
  aiApps: "premium",
  resources: "premium",
  externalApps: "basic",
  /** Enterprise's custom integrations: API keys, the OpenAI-compatible API. */
  integrations: "enterprise",
} as const satisfies Record<string, Tier>;
export type Area = keyof typeof AREA_TIERS;

/** The lowest plan that may run each AI service (POST /api/services/*). */
export const SERVICE_TIERS: Record<AiService, Tier> = {
  transcription: "basic",
  meeting: "premium",
  document: "premium",
};

/** Daily AI queries per tier; null is unlimited (docs/product.md, "Daily AI queries"). */
export const DAILY_AI_QUERIES: Record<Tier, number | null> = {
  free: TIER_INCLUDES.free.dailyAiQueries,
  basic: TIER_INCLUDES.basic.dailyAiQueries,
  premium: TIER_INCLUDES.premium.dailyAiQueries,
  enterprise: TIER_INCLUDES.enterprise.dailyAiQueries,
};

export const SUBSCRIPTION_STATUSES = ["inactive", "active", "trialing", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What check-subscription answers and the client keeps. */
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
 * The tier a subscription gives right now: its own while active, trialing, or past_due within
 * the grace resolve-subscription keeps (`subscribed`); free otherwise. What the pages' guards
 * compare with the tier table, as server/access does on the server.
 */
export function liveTierOf(subscription: SubscriptionState): Tier {
  const isLive =
    subscription.status === "active" ||
    subscription.status === "trialing" ||
    (subscription.status === "past_due" && subscription.subscribed);
  return isLive ? subscription.tier : "free";
}

/** "Premium required" (docs/product.md, "Which plan a caller has"): an active or trialing premium or enterprise plan. */
export function hasPremiumAccess(subscription: SubscriptionState): boolean {
  return tierAtLeast(liveTierOf(subscription), "premium");
}
