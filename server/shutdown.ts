import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";
import type { Database } from "./db/client";

interface Running {
  app?: FastifyInstance;
  context?: AppContext;
  database: Database;
}

/**
 * Stops in the order a load balancer needs: `/api/ready` answers 503 first, for `drainSeconds`,
 * so no new traffic is sent here; then Fastify stops accepting requests and waits for the ones
 * in flight (streams included) and for the domains' onClose work (newsletter sends); then the
 * context's engines and the database close. Each step runs even if an earlier one failed.
 */
export async function shutDown({ app, context, database }: Running, drainSeconds: number, log: AppContext["log"]): Promise<void> {
  if (context) context.readiness.isDraining = true;
  if (drainSeconds > 0) await sleep(drainSeconds * 1000);
  await app?.close().catch((error: unknown) => log.error({ err: error }, "HTTP server stop failed"));
  await context?.close().catch((error: unknown) => log.error({ err: error }, "engines stop failed"));
  await database.close().catch((error: unknown) => log.error({ err: error }, "database stop failed"));
}
