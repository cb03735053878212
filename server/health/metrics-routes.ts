import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Counts every answered request by route pattern (never the raw URL, so random paths cannot
 * grow the label set) and serves `GET /metrics` in Prometheus format. Registered on the root
 * app, not as an encapsulated plugin, so the hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, context: AppContext): void {
  const { metrics } = context;
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const { METRICS_TOKEN: token, TRUST_PROXY: trustProxy } = context.config;
    if (!mayReadMetrics(request, token, trustProxy !== false)) {
      return reply.status(403).send({ error: { code: "forbidden", message: "Metrics are not open to this caller" } });
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}

/**
 * Open to a scraper on this machine, or to anyone presenting METRICS_TOKEN. A request relayed by
 * a proxy on loopback carries X-Forwarded-For and so is not "on this machine". Behind proxies
 * (TRUST_PROXY set) loopback proves nothing, as a local proxy may relay without that header:
 * only the token opens it, and without METRICS_TOKEN it stays closed (docs/decisions.md).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined, isBehindProxy: boolean): boolean {
  const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, "");
  if (token && bearer) return isSameSecret(bearer, token);
  if (isBehindProxy) return false;
  const isLoopback = LOOPBACK.has(request.socket.remoteAddress ?? "");
  return isLoopback && request.headers["x-forwarded-for"] === undefined;
}

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
