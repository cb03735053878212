import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A user's Stripe customer and the latest state of their subscription, as the Stripe API last
 * reported it (server/billing). One row per user: a user never holds two subscriptions.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Created once, at the user's first checkout, and reused after. */
    stripeCustomerId: text("stripe_customer_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripePriceId: text("stripe_price_id"),
    /** From the price id; free when the price is none of ours. */
    tier: text("tier").notNull().default("free"),
    /** Stripe's status (trialing, active, past_due, canceled...), or "none" before any. */
    status: text("status").notNull().default("none"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the user asked to cancel (at period end or at once). */
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** First time we saw the current past_due spell; access lasts a grace period after it. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    /** A customer gets the premium trial once. */
    hadTrial: boolean("had_trial").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("billing_subscriptions_customer_key").on(table.stripeCustomerId),
    index("billing_subscriptions_subscription_idx").on(table.stripeSubscriptionId),
  ],
);

/** Stripe webhook events already handled, by id: a redelivery changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
