import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import type { TServiceJob } from "../../contracts/service-jobs";
import type { Tier } from "../../contracts/tiers";
import type { AccessCaller } from "../access/policy";
import type { AppContext } from "../context";
import { buildUser, signInAs } from "./factories";

/** A confirmed member on `tier` with a session: the policy's caller and the header to send. */
export async function buildMember(context: AppContext, tier: Tier) {
  const user = await buildUser(context, { tier });
  const session = await signInAs(context, user);
  const caller: AccessCaller = {
    user: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      language: "es",
      isAdmin: false,
      grantedTier: tier,
      tierExpiresAt: null,
      sessionId: session.sessionId,
      signInMethod: "password",
    },
    tier,
  };
  return { user, caller, headers: { authorization: session.authorization } };
}

/** Reads the job until `until` holds (by default: finished), failing after `timeoutMs`. */
export async function waitForJob(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  until: (job: TServiceJob) => boolean = (job) => job.status === "done" || job.status === "failed",
  timeoutMs = 30_000,
): Promise<TServiceJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ url: `/api/services/jobs/${id}`, headers });
    expect(response.statusCode).toBe(200);
    const job = response.json<TServiceJob>();
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status} at ${job.progress}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Today's spent queries of a user (the chat's own counter). */
export async function queriesUsed(context: AppContext, userId: string): Promise<number> {
  const { rows } = await context.database.pool.query<{ queries: number }>(
    "SELECT coalesce(sum(queries), 0)::int AS queries FROM ai_daily_usage WHERE user_id = $1",
    [userId],
  );
  return rows[0]?.queries ?? 0;
}
