import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./client";
import { scheduledTasks } from "./schema/index";

/**
 * The first key of these advisory locks. PostgreSQL keeps two-key locks apart from the one-key
 * (bigint) locks the start-up and the session limit take, so the names cannot collide with them.
 */
const SCHEDULED_TASK_LOCK_CLASS = 7_340_022;

export type ScheduledRun = "ran" | "not_due" | "busy";

/**
 * Runs `work` unless some instance finished it less than `intervalMs` ago, and never in two
 * instances at once: the check and the work happen under a PostgreSQL advisory lock, and the
 * finish time is stored in `scheduled_tasks`, so restarts keep the schedule. A run that fails
 * (or a process that dies mid-run, which frees its lock) leaves the task due for the next check.
 */
export async function runScheduledTask(
  db: Db,
  name: string,
  intervalMs: number,
  work: () => Promise<void>,
  now = () => new Date(),
): Promise<ScheduledRun> {
  const lockHolder = await db.$client.connect();
  let isHealthy = true;
  try {
    const { rows } = await lockHolder.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked",
      [SCHEDULED_TASK_LOCK_CLASS, name],
    );
    if (!rows[0]?.locked) return "busy";
    try {
      const last = await lockHolder.query<{ last_finished_at: Date }>(
        "SELECT last_finished_at FROM scheduled_tasks WHERE name = $1",
        [name],
      );
      const finishedAt = last.rows[0]?.last_finished_at;
      if (finishedAt && now().getTime() - finishedAt.getTime() < intervalMs) return "not_due";
      await work();
      const lastFinishedAt = now();
      await db
        .insert(scheduledTasks)
        .values({ name, lastFinishedAt })
        .onConflictDoUpdate({ target: scheduledTasks.name, set: { lastFinishedAt } });
      return "ran";
    } finally {
      await lockHolder
        .query("SELECT pg_advisory_unlock($1, hashtext($2))", [SCHEDULED_TASK_LOCK_CLASS, name])
        .catch(() => (isHealthy = false));
    }
  } finally {
    // A connection that could not unlock is closed rather than reused: its lock ends with it.
    lockHolder.release(!isHealthy);
  }
}

export interface ScheduledTask {
  name: string;
  intervalMs: number;
  /** How often each instance asks whether the task is due (the first time at once). */
  checkEveryMs: number;
  work: () => Promise<void>;
}

/** Checks the task now and every `checkEveryMs`; `stop` ends the checks and waits for a run. */
export function scheduleTask(db: Db, log: FastifyBaseLogger, task: ScheduledTask): { stop: () => Promise<void> } {
  let current: Promise<void> | undefined;
  let isStopped = false;
  const check = () => {
    if (isStopped || current) return;
    current = runScheduledTask(db, task.name, task.intervalMs, task.work)
      .then((run) => {
        if (run === "ran") log.info({ task: task.name }, "scheduled task done");
      })
      .catch((error: unknown) => log.error({ err: error, task: task.name }, "scheduled task failed"))
      .finally(() => (current = undefined));
  };
  check();
  const timer = setInterval(check, task.checkEveryMs).unref();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
