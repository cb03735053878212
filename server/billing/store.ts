import { eq } from "drizzle-orm";
import type { Executor } from "../auth/store";
import { billingEvents, billingSubscriptions } from "../db/schema/index";

export type BillingRow = typeof billingSubscriptions.$inferSelect;
export type BillingChanges = Partial<Omit<typeof billingSubscriptions.$inferInsert, "userId">>;

export async function findBillingByUser(db: Executor, userId: string, { lock = false } = {}) {
  const query = db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findBillingByCustomer(db: Executor, customerId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeCustomerId, customerId))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Links a user to their Stripe customer; the first link wins (one customer per user). */
export async function insertBillingCustomer(db: Executor, userId: string, customerId: string) {
  await db
    .insert(billingSubscriptions)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoNothing({ target: billingSubscriptions.userId });
  return findBillingByUser(db, userId);
}

export async function updateBilling(db: Executor, userId: string, changes: BillingChanges) {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(billingSubscriptions.userId, userId))
    .returning();
  return row;
}

/** Records a webhook event; false when it was already recorded (a redelivery). */
export async function recordBillingEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}
