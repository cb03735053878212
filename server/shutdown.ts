import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { closeIngestPool } from "./ingest/pool";

interface Running {
  app?: FastifyInstance;
  context?: AppContext;
  database: Database;
}

/**
 * Stops in the order a load balancer needs: `/api/ready` answers 503 first, for `drainSeconds`,
 * so no new traffic is sent here; then Fastify stops accepting requests and waits for the ones
 * in flight (streams included) and for the domains' onClose work (newsletter sends); then the
 * context's engines, the ingest workers and the database close. Each step runs even if an earlier
 * one failed.
 */
export async function shutDown(
  { app, context, database }: Running,
  drainSeconds: number,
  log: AppContext["log"],
): Promise<void> {
  if (context) context.readiness.isDraining = true;
  if (drainSeconds > 0) await sleep(drainSeconds * 1000);
  await closeHttp(app, log);
  await context?.close().catch((error: unknown) => log.error({ err: error }, "engines stop failed"));
  await closeIngestPool().catch((error: unknown) => log.error({ err: error }, "ingest workers stop failed"));
  await database.close().catch((error: unknown) => log.error({ err: error }, "database stop failed"));
}

/** How often idle keep-alive connections are closed while requests finish. */
const IDLE_SWEEP_MS = 100;

/**
 * Fastify's close waits for every connection to end, but closes the idle ones only once, at the
 * start: a stream that began before the drain (its headers sent without `Connection: close`)
 * leaves its keep-alive connection idle when it ends, and the close would then wait for the
 * keep-alive timeout. Sweeping idle connections until the close completes avoids that.
 */
async function closeHttp(app: FastifyInstance | undefined, log: AppContext["log"]): Promise<void> {
  if (!app) return;
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } catch (error) {
    log.error({ err: error }, "HTTP server stop failed");
  } finally {
    clearInterval(sweep);
  }
}
