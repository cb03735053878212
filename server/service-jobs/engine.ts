import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { AppContext } from "../context";
import { withStartUpLock } from "../db/client";
import { recoverInterruptedJobs } from "./recovery";
import { runServiceJob } from "./run-job";

const QUEUE = "service-jobs";
/** Jobs one instance runs at once: transcription and extraction are heavy, the machine is shared. */
const WORKERS_PER_INSTANCE = 2;

export interface ServiceJobEngine {
  /** Installs the queue and starts this instance's workers and the recovery of interrupted jobs. */
  start: () => Promise<void>;
  /** Wakes a worker for a queued job (idempotent: a second call for the same attempt is ignored). */
  dispatch: (jobId: string, attempt: number) => Promise<void>;
  /** Stops the workers; a job still running goes back to the queue for the next start. */
  stop: () => Promise<void>;
}

/**
 * pg-boss on the app's own PostgreSQL (embedded or DATABASE_URL), through the app's pool. pg-boss
 * delivers and spreads the work across instances; the service_jobs row is the truth (status,
 * progress, result), claimed by one run at a time. pg-boss has no heartbeat in this version, so
 * a dead process is noticed by ours (./recovery.ts).
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
  const { database } = context;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    // Maintenance archives and deletes pg-boss's own finished rows; ours stay until deleted.
    supervise: true,
    schedule: false,
  });
  boss.on("error", (error) => context.log.error({ err: error }, "job queue error"));
  let installed: Promise<void> | undefined;
  let recovery: NodeJS.Timeout | undefined;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();

  const install = () => {
    installed ??= (async () => {
      await boss.start();
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInHours: 12 });
    })();
    return installed;
  };

  const dispatch = async (jobId: string, attempt: number) => {
    await install();
    // One pg-boss job per (job, attempt): sending it again is a no-op.
    await boss.send(QUEUE, { jobId }, { id: deliveryId(jobId, attempt), retryLimit: 0, expireInHours: 12 });
  };

  const recover = async () => {
    const requeued = await recoverInterruptedJobs(context, context.config.SERVICE_JOBS_HEARTBEAT_SECONDS * 3);
    for (const job of requeued) await dispatch(job.id, job.attempts);
  };

  return {
    start: async () => {
      // pg-boss installs its schema and queue with statements that deadlock when two instances
      // run them at once on a fresh database: instances take turns, as with migrations.
      await withStartUpLock(database.db, install);
      for (let index = 0; index < WORKERS_PER_INSTANCE; index += 1) {
        await boss.work<{ jobId: string }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
          if (!job || stopping.signal.aborted) return;
          const run = runServiceJob(context, job.data.jobId, stopping.signal);
          running.add(run);
          await run.finally(() => running.delete(run));
        });
      }
      await recover();
      const everyMs = context.config.SERVICE_JOBS_HEARTBEAT_SECONDS * 1000;
      recovery = setInterval(() => {
        recover().catch((error: unknown) => context.log.error({ err: error }, "job recovery failed"));
      }, everyMs);
      recovery.unref();
    },
    dispatch,
    stop: async () => {
      if (recovery) clearInterval(recovery);
      stopping.abort();
      await Promise.allSettled(running);
      if (installed) await boss.stop({ graceful: true, close: false, timeout: 5000 }).catch(() => undefined);
    },
  };
}

/** A UUID made from the job and its attempt, so pg-boss refuses a duplicate delivery. */
function deliveryId(jobId: string, attempt: number): string {
  const hex = createHash("sha256").update(`${jobId}:${attempt}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
