import { Counter, Gauge, Histogram } from "prom-client";
import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { RunEnding } from "./run-job";

export interface ServiceJobMetrics {
  /** A run ended: counted by kind and ending, its time observed. */
  finished: (kind: string, ending: RunEnding, seconds: number) => void;
}

/**
 * What an operator sees of the service jobs at /metrics: every job by kind and status (read from
 * the database when Prometheus scrapes, so all instances agree), the queue's depth, and this
 * instance's runs by ending with their run time.
 */
export function observeServiceJobs(context: AppContext): ServiceJobMetrics {
  const { registry } = context.metrics;
  const { db } = context.database;
  new Gauge({
    name: "service_jobs",
    help: "Service jobs stored, by kind and status (queued, running, done, failed).",
    labelNames: ["kind", "status"],
    registers: [registry],
    async collect() {
      const { rows } = await db.execute<{ kind: string; status: string; jobs: number }>(sql`
        SELECT kind, status, count(*)::int AS jobs FROM service_jobs GROUP BY kind, status`);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.jobs);
    },
  });
  new Gauge({
    name: "service_jobs_queue_depth",
    help: "Service jobs waiting for a worker.",
    registers: [registry],
    async collect() {
      const { rows } = await db.execute<{ queued: number }>(
        sql`SELECT count(*)::int AS queued FROM service_jobs WHERE status = 'queued'`,
      );
      this.set(rows[0]?.queued ?? 0);
    },
  });
  const runs = new Counter({
    name: "service_job_runs_total",
    help: "Service job runs this instance ended, by kind and ending (done, failed, stopped).",
    labelNames: ["kind", "ending"],
    registers: [registry],
  });
  const runSeconds = new Histogram({
    name: "service_job_run_seconds",
    help: "Time a service job run took on this instance, by kind.",
    labelNames: ["kind"],
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
    registers: [registry],
  });
  return {
    finished: (kind, ending, seconds) => {
      runs.inc({ kind, ending });
      runSeconds.observe({ kind }, seconds);
    },
  };
}
