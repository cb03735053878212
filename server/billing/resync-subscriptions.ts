import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { AppContext } from "../context";
import { billingSubscriptions } from "../db/schema/index";
import { scheduleTask } from "../db/scheduled-task";
import { findBillingByUser } from "./store";
import { storeSubscription } from "./sync-subscription";

const HOUR_MS = 60 * 60 * 1000;
const RESYNC_TASK = "stripe-subscription-resync";
const LIVE_STATUSES = ["trialing", "active", "past_due"];

/**
 * Live rows the webhooks should have moved on by now: the period (or trial) is over, or a
 * payment is past due. Each is re-read from the Stripe API under its row lock and stored, as a
 * webhook would; a row Stripe cannot answer for is logged and left for the next day (access
 * still ends at its period end plus the grace, server/subscriptions/resolve-subscription.ts).
 */
export async function resyncStaleSubscriptions(
  context: AppContext,
  now = new Date(),
): Promise<{ synced: number; failed: number }> {
  const billing = context.billing;
  if (!billing) return { synced: 0, failed: 0 };
  const { db } = context.database;
  const stale = await db
    .select({ userId: billingSubscriptions.userId })
    .from(billingSubscriptions)
    .where(
      and(
        isNotNull(billingSubscriptions.stripeSubscriptionId),
        inArray(billingSubscriptions.status, LIVE_STATUSES),
        or(
          eq(billingSubscriptions.status, "past_due"),
          isNull(billingSubscriptions.currentPeriodEnd),
          lt(billingSubscriptions.currentPeriodEnd, now),
          and(eq(billingSubscriptions.status, "trialing"), lt(billingSubscriptions.trialEnd, now)),
        ),
      ),
    );
  let synced = 0;
  let failed = 0;
  for (const { userId } of stale) {
    try {
      await db.transaction(async (tx) => {
        const row = await findBillingByUser(tx, userId, { lock: true });
        if (!row?.stripeSubscriptionId) return;
        const subscription = await billing.client.subscriptions.retrieve(row.stripeSubscriptionId);
        await storeSubscription(tx, billing, row, subscription, now);
      });
      synced += 1;
    } catch (error) {
      failed += 1;
      context.log.warn({ err: error, userId }, "stripe subscription re-sync failed");
    }
  }
  return { synced, failed };
}

const running = new WeakMap<AppContext, { stop: () => Promise<void> }>();

/**
 * Once a day across every instance (an advisory lock and the stored finish time, see
 * server/db/scheduled-task.ts); each instance asks hourly whether it is due. Stripe only.
 */
export function startSubscriptionResync(context: AppContext): void {
  if (!context.billing || running.has(context)) return;
  const task = scheduleTask(context.database.db, context.log, {
    name: RESYNC_TASK,
    intervalMs: 24 * HOUR_MS,
    checkEveryMs: HOUR_MS,
    work: async () => {
      const { synced, failed } = await resyncStaleSubscriptions(context);
      context.log.info({ synced, failed }, "stripe subscriptions re-synced");
    },
  });
  running.set(context, task);
}

/** On shutdown: no new check, and a run in progress finishes before the database closes. */
export async function stopSubscriptionResync(context: AppContext): Promise<void> {
  await running.get(context)?.stop();
  running.delete(context);
}
