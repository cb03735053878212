import type { AppContext } from "../context";
import type { ServiceJobRow } from "./store";

/** Told of a job that ended (done or failed) once its ending is stored. */
export type JobEndListener = (job: ServiceJobRow) => Promise<void>;

const listeners = new WeakMap<AppContext, JobEndListener[]>();

/**
 * Lets another domain act on every job that ends on this context (the webhooks announce it),
 * without the engine knowing about it; the app wires it when it is built.
 */
export function whenJobEnds(context: AppContext, listener: JobEndListener): void {
  listeners.set(context, [...(listeners.get(context) ?? []), listener]);
}

/** Tells the listeners; a listener's failure is logged, never the job's (its ending is stored). */
export async function jobEnded(context: AppContext, job: ServiceJobRow): Promise<void> {
  for (const listener of listeners.get(context) ?? []) {
    await listener(job).catch((error: unknown) =>
      context.log.error({ err: error, jobId: job.id }, "a listener of job endings failed"),
    );
  }
}
