import Stripe from "stripe";
import type { PaidTier, Tier } from "../../contracts/tiers";
import type { Config } from "../core/config";

/**
 * The Stripe API version every request and webhook is read with. Pinned, so a change of the
 * account's default version cannot move fields under us: since 2025-03-31 the period end lives
 * on the subscription items (`items.data[].current_period_end`), and an invoice names its
 * subscription in `parent.subscription_details`.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** What billing needs from the configuration once Stripe is on. */
export interface StripeBilling {
  client: Stripe;
  webhookSecret: string;
  prices: Record<PaidTier, string>;
}

/** The Stripe engine, or undefined for the embedded default (no online payment). */
export function createStripeBilling(config: Config): StripeBilling | undefined {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_BASIC || !STRIPE_PRICE_PREMIUM) {
    return undefined;
  }
  return {
    client: new Stripe(STRIPE_SECRET_KEY, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "platform" },
      ...apiBaseOptions(config.STRIPE_API_BASE),
    }),
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { basic: STRIPE_PRICE_BASIC, premium: STRIPE_PRICE_PREMIUM },
  };
}

/** STRIPE_API_BASE (stripe-mock, a test stand-in) as the client's host, port and protocol. */
function apiBaseOptions(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port || (protocol === "http" ? "80" : "443");
  return { host: url.hostname, port, protocol } as const;
}

/** Our tier for a Stripe price id; free for a price that is none of ours. */
export function findTierForPrice(billing: StripeBilling, priceId: string | null | undefined): Tier {
  if (priceId === billing.prices.basic) return "basic";
  if (priceId === billing.prices.premium) return "premium";
  return "free";
}
