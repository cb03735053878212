import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TWebhookEvent } from "../../../contracts/integrations";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/index";
import type { ServiceJobRow } from "../../jobs/store";
import { toJobView } from "../../jobs/views";
import { resolveSubscription } from "../../subscriptions/resolve-subscription";
import { webhookDeliveriesOf } from "./delivery-queue";
import { listWebhooksFor } from "./store";

/**
 * Queues a message for each of the owner's webhooks listening for how the job ended. Only while
 * the owner's plan is enterprise, as with their API keys.
 */
export async function announceJobEnd(context: AppContext, job: ServiceJobRow): Promise<void> {
  if (job.status !== "done" && job.status !== "failed") return;
  const event: TWebhookEvent = job.status === "done" ? "job.done" : "job.failed";
  const targets = await listWebhooksFor(context.database.db, job.ownerId, event);
  if (targets.length === 0 || !(await ownerIsEnterprise(context, job.ownerId))) return;
  const body = JSON.stringify({
    type: event,
    timestamp: (job.finishedAt ?? new Date()).toISOString(),
    data: { job: toJobView(job) },
  });
  for (const webhook of targets) {
    await webhookDeliveriesOf(context).send({
      webhookId: webhook.id,
      messageId: `msg_${randomUUID().replaceAll("-", "")}`,
      event,
      jobId: job.id,
      body,
    });
  }
}

async function ownerIsEnterprise(context: AppContext, userId: string): Promise<boolean> {
  const [owner] = await context.database.db
    .select({ id: users.id, tier: users.tier, tierExpiresAt: users.tierExpiresAt, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner || owner.disabled) return false;
  const subscription = await resolveSubscription(context.database.db, owner);
  return subscription.subscribed && subscription.tier === "enterprise";
}
