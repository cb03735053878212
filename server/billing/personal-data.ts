import type { Db } from "../db/client";
import type { ExportOwner, ExportSection } from "../db/personal-data";
import { billingSubscriptions } from "../db/schema/index";
import { findUserById } from "../auth/store";
import { resolveSubscription } from "../subscriptions/resolve-subscription";
import { findBillingByUser } from "./store";

async function readSubscription(db: Db, owner: ExportOwner) {
  const user = await findUserById(db, owner.id);
  if (!user) return null;
  const billing = await findBillingByUser(db, user.id);
  return {
    current: await resolveSubscription(db, user),
    granted_tier: user.tier,
    granted_until: user.tierExpiresAt,
    stripe: billing
      ? {
          customer_id: billing.stripeCustomerId,
          subscription_id: billing.stripeSubscriptionId,
          tier: billing.tier,
          status: billing.status,
          current_period_end: billing.currentPeriodEnd,
          trial_end: billing.trialEnd,
          cancel_at_period_end: billing.cancelAtPeriodEnd,
          canceled_at: billing.canceledAt,
          had_trial: billing.hadTrial,
          started_at: billing.startedAt,
        }
      : null,
  };
}

export const SUBSCRIPTION_EXPORT: ExportSection = {
  key: "subscription",
  tables: [billingSubscriptions],
  read: readSubscription,
};
