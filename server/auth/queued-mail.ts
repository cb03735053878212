import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";

/** Mail work started after a response, per app, so closing the app can wait for it. */
const pending = new WeakMap<AppContext, Set<Promise<void>>>();
/**
 * Queued mail starts this long after the response, so its database and SMTP work does not
 * compete with the last steps of the response it must not be told apart by.
 */
const QUEUE_DELAY_MS = 25;
/** Mail work waiting for its request's response to finish. */
const waiting = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();

/**
 * Runs `task` once the response to `request` has been sent. Recover uses it so a known address
 * answers as fast as an unknown one: the token, the link and the SMTP round-trip happen
 * afterwards, and the response time tells nothing about which accounts exist.
 */
export function queueMail(request: FastifyRequest, task: () => Promise<void>): void {
  waiting.set(request, [...(waiting.get(request) ?? []), task]);
}

/** Starts queued mail when responses finish, and waits for it when the app closes. */
export function useQueuedMail(app: FastifyInstance, context: AppContext): void {
  app.addHook("onResponse", async (request) => {
    const tasks = waiting.get(request) ?? [];
    waiting.delete(request);
    for (const task of tasks) start(context, task);
  });
  app.addHook("onClose", () => settleQueuedMail(context));
}

function start(context: AppContext, task: () => Promise<void>): void {
  const tasks = pending.get(context) ?? new Set<Promise<void>>();
  pending.set(context, tasks);
  const work: Promise<void> = new Promise((resolve) => setTimeout(resolve, QUEUE_DELAY_MS))
    .then(task)
    .catch((error: unknown) => context.log.error({ err: error }, "queued e-mail failed"))
    .finally(() => tasks.delete(work));
  tasks.add(work);
}

/** Resolves once every mail started so far has been handed over (or has failed). */
export async function settleQueuedMail(context: AppContext): Promise<void> {
  await Promise.all([...(pending.get(context) ?? [])]);
}
