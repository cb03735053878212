import {
  MAX_WEBHOOKS_PER_ACCOUNT,
  type TCreateWebhookRequest,
  type TCreatedWebhook,
  type TWebhook,
  type TWebhookDelivery,
} from "../../../contracts/integrations";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../core/errors";
import { lockKeyOwner } from "../store";
import { checkWebhookUrl } from "./addresses";
import { generateWebhookSecret, sealSecret } from "./secrets";
import {
  countWebhooks,
  deleteWebhook,
  findOwnWebhook,
  insertWebhook,
  listDeliveryTries,
  listWebhooks,
  type WebhookDeliveryRow,
  type WebhookRow,
} from "./store";

/** Creates a webhook; the answer is the only place its signing secret ever appears. */
export async function createWebhook(
  context: AppContext,
  userId: string,
  request: TCreateWebhookRequest,
): Promise<TCreatedWebhook> {
  const url = checkWebhookUrl(request.url, context.config.WEBHOOKS_ALLOW_PRIVATE);
  const secret = generateWebhookSecret();
  const row = await context.database.db.transaction(async (tx) => {
    await lockKeyOwner(tx, userId);
    if ((await countWebhooks(tx, userId)) >= MAX_WEBHOOKS_PER_ACCOUNT) {
      throw new AppError(
        409,
        "webhook_limit_reached",
        `An account holds at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks; delete one first`,
        { max: MAX_WEBHOOKS_PER_ACCOUNT },
      );
    }
    return insertWebhook(tx, {
      userId,
      url,
      events: request.events,
      secretSealed: sealSecret(context.hashKey, secret),
    });
  });
  return { ...toWebhookView(row), secret };
}

export async function findWebhooks(context: AppContext, userId: string): Promise<TWebhook[]> {
  return (await listWebhooks(context.database.db, userId)).map(toWebhookView);
}

/** Deletes the webhook: a message still queued for it is dropped at its next try. */
export async function removeWebhook(context: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteWebhook(context.database.db, userId, id))) throw notFound("No such webhook");
}

export async function findDeliveries(context: AppContext, userId: string, id: string): Promise<TWebhookDelivery[]> {
  if (!(await findOwnWebhook(context.database.db, userId, id))) throw notFound("No such webhook");
  return (await listDeliveryTries(context.database.db, id)).map(toDeliveryView);
}

function toWebhookView(row: WebhookRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhook["events"],
    createdAt: row.createdAt.toISOString(),
  };
}

function toDeliveryView(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event as TWebhookDelivery["event"],
    jobId: row.jobId,
    attempt: row.attempt,
    status: row.status as TWebhookDelivery["status"],
    responseStatus: row.responseStatus,
    error: row.error as TWebhookDelivery["error"],
    createdAt: row.createdAt.toISOString(),
  };
}
