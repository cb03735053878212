import { createHash } from "node:crypto";
import { hostname } from "node:os";
import PgBoss from "pg-boss";
import type { AppContext } from "../context";
import { withStartUpLock } from "../db/client";
import { observeServiceJobs } from "./job-metrics";
import { recoverInterruptedJobs } from "./recovery";
import { findJobKind } from "./registry";
import { runServiceJob } from "./run-job";
import { claimNextJob } from "./store";

const QUEUE = "service-jobs";
/**
 * Jobs one instance runs at once. Most of a job's time is spent waiting for the provider; the
 * heavy parts (decoding, parsing) take their turns in the ingest floor, two at a time.
 */
const WORKERS_PER_INSTANCE = 4;
/** The deadline of a kind that names none (a kind the code no longer has). */
const DEFAULT_DEADLINE_MINUTES = 30;
/** Names this process in the logs of the jobs it runs. */
const INSTANCE = `${hostname()}:${process.pid}`;

export interface ServiceJobEngine {
  /** Installs the queue and starts this instance's workers and the recovery of interrupted jobs. */
  start: () => Promise<void>;
  /** Tells the workers of every instance a job is queued (idempotent per job and attempt). */
  dispatch: (jobId: string, attempt: number) => Promise<void>;
  /** Stops this instance's run of a job at once (it was deleted); other instances notice at their heartbeat. */
  cancel: (jobId: string) => void;
  /** Stops the workers; a job still running goes back to the queue for the next start. */
  stop: () => Promise<void>;
}

/**
 * pg-boss on the app's own PostgreSQL (embedded or DATABASE_URL), through the app's pool, rings
 * the bell on every instance when a job is queued; the service_jobs row is the truth (status,
 * progress, result) and workers claim rows themselves, fairly (./store.ts claimNextJob). pg-boss
 * has no heartbeat in this version, so a dead process is noticed by ours (./recovery.ts), which
 * also wakes the workers, so a lost bell only delays a job by a heartbeat.
 */
export function serviceJobsOf(context: AppContext): ServiceJobEngine {
  let engine = engines.get(context);
  if (!engine) {
    engine = createServiceJobEngine(context);
    engines.set(context, engine);
    context.closers.push(engine.stop);
  }
  return engine;
}

const engines = new WeakMap<AppContext, ServiceJobEngine>();

function createServiceJobEngine(context: AppContext): ServiceJobEngine {
  const { database, log } = context;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    // Maintenance archives and deletes pg-boss's own finished rows; ours stay until deleted.
    supervise: true,
    schedule: false,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  const metrics = observeServiceJobs(context);
  let installed: Promise<void> | undefined;
  let started = false;
  let recovery: NodeJS.Timeout | undefined;
  const stopping = new AbortController();
  const runs = new Map<string, { cancel: AbortController; done: Promise<void> }>();
  let busyWorkers = 0;

  const install = () => {
    installed ??= (async () => {
      await boss.start();
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInHours: 12 });
    })();
    return installed;
  };

  const deadlineSeconds = (kind: string) =>
    context.config.SERVICE_JOBS_DEADLINE_SECONDS ??
    (findJobKind(context, kind)?.deadlineMinutes ?? DEFAULT_DEADLINE_MINUTES) * 60;

  /** One worker: claims and runs jobs until none may start now. */
  const work = async () => {
    while (!stopping.signal.aborted) {
      const row = await claimNextJob(database.db, deadlineSeconds);
      if (!row) return;
      const cancel = new AbortController();
      const startedAt = performance.now();
      const job = { jobId: row.id, kind: row.kind, attempt: row.attempts, instance: INSTANCE };
      log.info(job, "service job started");
      const done = runServiceJob(context, row, AbortSignal.any([stopping.signal, cancel.signal])).then((ending) => {
        const seconds = (performance.now() - startedAt) / 1000;
        metrics.finished(row.kind, ending, seconds);
        log.info({ ...job, ending, seconds: Math.round(seconds * 10) / 10 }, "service job ended");
      });
      runs.set(row.id, { cancel, done });
      await done.finally(() => runs.delete(row.id));
    }
  };

  /** Puts idle workers of this instance to work. */
  const wake = () => {
    if (!started) return;
    while (busyWorkers < WORKERS_PER_INSTANCE && !stopping.signal.aborted) {
      busyWorkers += 1;
      void work()
        .catch((error: unknown) => log.error({ err: error }, "a service job worker failed"))
        .finally(() => {
          busyWorkers -= 1;
        });
    }
  };

  const dispatch = async (jobId: string, attempt: number) => {
    wake();
    await install();
    // One pg-boss job per (job, attempt): sending it again is a no-op.
    await boss.send(QUEUE, { jobId }, { id: deliveryId(jobId, attempt), retryLimit: 0, expireInHours: 12 });
  };

  const recover = async () => {
    await recoverInterruptedJobs(context, context.config.SERVICE_JOBS_HEARTBEAT_SECONDS * 3);
    wake();
  };

  return {
    start: async () => {
      // pg-boss installs its schema and queue with statements that deadlock when two instances
      // run them at once on a fresh database: instances take turns, as with migrations.
      await withStartUpLock(database.db, install);
      started = true;
      await boss.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async () => wake());
      await recover();
      const everyMs = context.config.SERVICE_JOBS_HEARTBEAT_SECONDS * 1000;
      recovery = setInterval(() => {
        recover().catch((error: unknown) => log.error({ err: error }, "job recovery failed"));
      }, everyMs);
      recovery.unref();
    },
    dispatch,
    cancel: (jobId) => runs.get(jobId)?.cancel.abort(),
    stop: async () => {
      if (recovery) clearInterval(recovery);
      stopping.abort();
      await Promise.allSettled([...runs.values()].map((run) => run.done));
      if (installed) await boss.stop({ graceful: true, close: false, timeout: 5000 }).catch(() => undefined);
    },
  };
}

/** A UUID made from the job and its attempt, so pg-boss refuses a duplicate delivery. */
function deliveryId(jobId: string, attempt: number): string {
  const hex = createHash("sha256").update(`${jobId}:${attempt}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
