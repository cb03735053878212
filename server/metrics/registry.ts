import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type pg from "pg";

/**
 * The process's Prometheus metrics. One registry per app context (not prom-client's global
 * one), so each test app counts only its own requests.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status">;
  httpDuration: Histogram<"method" | "route">;
  cacheReads: Counter<"namespace" | "result">;
  emails: Counter<"status">;
  rateLimitRefusals: Counter;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route pattern.",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    cacheReads: new Counter({
      name: "public_cache_reads_total",
      help: "Public cache reads, by namespace and hit or miss.",
      labelNames: ["namespace", "result"],
      registers: [registry],
    }),
    emails: new Counter({
      name: "emails_total",
      help: "E-mails handed to the mailer: queued (stored), sent, failed.",
      labelNames: ["status"],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused by an abuse limit.",
      registers: [registry],
    }),
  };
}

/** Database pool gauges, read when Prometheus scrapes. */
export function observePool(metrics: Metrics, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        this.set(read());
      },
    });
  gauge("db_pool_connections", "Open database connections.", () => pool.totalCount);
  gauge("db_pool_idle_connections", "Idle database connections.", () => pool.idleCount);
  gauge("db_pool_waiting_requests", "Queries waiting for a database connection.", () => pool.waitingCount);
}
