import { and, arrayContains, count, desc, eq, sql } from "drizzle-orm";
import { WEBHOOK_DELIVERIES_SHOWN } from "../../../contracts/integrations";
import type { Executor } from "../../db/client";
import { webhookDeliveries, webhooks } from "../../db/schema/index";

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function countWebhooks(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(webhooks).where(eq(webhooks.userId, userId));
  return row?.total ?? 0;
}

export async function insertWebhook(db: Executor, values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export function listWebhooks(db: Executor, userId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.createdAt));
}

/** The owner's webhooks listening for `event`. */
export function listWebhooksFor(db: Executor, userId: string, event: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.userId, userId), arrayContains(webhooks.events, [event])));
}

export async function findWebhook(db: Executor, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

export async function findOwnWebhook(db: Executor, userId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
  return row;
}

/** Deletes the owner's webhook and its tries; false when it is not theirs (or gone). */
export async function deleteWebhook(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** Records a try and forgets the webhook's older ones beyond those shown. */
export async function recordDeliveryTry(db: Executor, values: typeof webhookDeliveries.$inferInsert): Promise<void> {
  await db.insert(webhookDeliveries).values(values);
  await db.execute(sql`
    DELETE FROM webhook_deliveries WHERE webhook_id = ${values.webhookId} AND id NOT IN (
      SELECT id FROM webhook_deliveries WHERE webhook_id = ${values.webhookId}
      ORDER BY created_at DESC, id DESC LIMIT ${WEBHOOK_DELIVERIES_SHOWN})`);
}

export function listDeliveryTries(db: Executor, webhookId: string): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
}
