import PgBoss from "pg-boss";
import type { TWebhookEvent } from "../../../contracts/integrations";
import type { AppContext } from "../../context";
import { withStartUpLock } from "../../db/client";
import { tryDelivery } from "./deliver";
import { openSecret } from "./secrets";
import { findWebhook, recordDeliveryTry } from "./store";

const QUEUE = "webhook-deliveries";
/** Retries after the first try: with the delay doubling, 7 tries over about an hour by default. */
export const WEBHOOK_RETRIES = 6;
/** Deliveries one instance makes at once (each may wait its whole timeout). */
const WORKERS_PER_INSTANCE = 4;

/** What the queue keeps of a message until it is delivered or out of tries. */
export interface QueuedMessage {
  webhookId: string;
  messageId: string;
  event: TWebhookEvent;
  jobId: string;
  /** The JSON sent, the same bytes on every try. */
  body: string;
}

export interface WebhookDeliveries {
  /** Installs the queue and starts this instance's delivery workers. */
  start: () => Promise<void>;
  /** Queues a message; tried at once, then retried with exponential backoff. */
  send: (message: QueuedMessage) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Deliveries go through pg-boss on the app's PostgreSQL, in a queue of their own: a try that
 * fails (no 2xx, a timeout) throws, and pg-boss retries it later with exponential backoff, after
 * a restart too; a try cut short by a dead process is retried when its claim expires.
 */
export function webhookDeliveriesOf(context: AppContext): WebhookDeliveries {
  let deliveries = queues.get(context);
  if (!deliveries) {
    deliveries = createDeliveries(context);
    queues.set(context, deliveries);
    context.closers.push(deliveries.stop);
  }
  return deliveries;
}

const queues = new WeakMap<AppContext, WebhookDeliveries>();

function createDeliveries(context: AppContext): WebhookDeliveries {
  const { database, log, config } = context;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    supervise: true,
    schedule: false,
  });
  boss.on("error", (error) => log.error({ err: error }, "webhook queue error"));
  const retries = {
    retryLimit: WEBHOOK_RETRIES,
    retryDelay: config.WEBHOOKS_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // A try lasts at most its timeout; a claim older than this belonged to a dead process.
    expireInSeconds: 60,
  };
  let installed: Promise<void> | undefined;
  const install = () => {
    installed ??= (async () => {
      await boss.start();
      await boss.createQueue(QUEUE, { name: QUEUE, ...retries });
    })();
    return installed;
  };

  const deliver = async (job: PgBoss.JobWithMetadata<QueuedMessage>) => {
    const message = job.data;
    const webhook = await findWebhook(database.db, message.webhookId);
    if (!webhook) return; // deleted since: nothing to deliver to
    const outcome = await tryDelivery(
      { url: webhook.url, secret: openSecret(context.hashKey, webhook.secretSealed), ...message },
      config.WEBHOOKS_ALLOW_PRIVATE,
    );
    const { webhookId, messageId, event, jobId } = message;
    await recordDeliveryTry(database.db, {
      webhookId,
      messageId,
      event,
      jobId,
      attempt: job.retryCount + 1,
      ...outcome,
    });
    if (outcome.status === "failed") {
      throw new Error(`webhook delivery failed: ${outcome.error ?? `answered ${outcome.responseStatus}`}`);
    }
  };

  return {
    start: async () => {
      await withStartUpLock(database.db, install);
      for (let index = 0; index < WORKERS_PER_INSTANCE; index += 1) {
        await boss.work<QueuedMessage>(
          QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await deliver(job);
          },
        );
      }
    },
    send: async (message) => {
      await install();
      // The options again on the message: the queue keeps those of the instance that created it.
      await boss.send(QUEUE, message, retries);
    },
    stop: async () => {
      if (installed) await boss.stop({ graceful: true, close: false, timeout: 5000 }).catch(() => undefined);
    },
  };
}
