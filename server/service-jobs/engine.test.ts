import { setTimeout as sleep } from "node:timers/promises";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../core/errors";
import { createTestApp } from "../test/app";
import { defineJobKind, JobFailure } from "./registry";
import { queueServiceJob } from "./queue-job";
import { serviceJobsOf } from "./engine";
import { recoverInterruptedJobs, MAX_ATTEMPTS } from "./recovery";
import { buildMember, queriesUsed, waitForJob } from "../test/service-jobs";

const { app, context } = await createTestApp({ SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5" });
await serviceJobsOf(context).start();

/** A kind made for these tests: it reports progress, then answers, fails or waits as told. */
const echoJob = defineJobKind({
  kind: "test-echo",
  deadlineMinutes: 5,
  input: z.object({ text: z.string(), ending: z.enum(["answer", "provider", "partial", "hang"]) }),
  result: z.object({ echo: z.string(), upload: z.string() }),
  async run(job, ctx) {
    await ctx.progress(0.25, "stored");
    const upload = job.fileKeys[0] ? (await ctx.readUpload(job.fileKeys[0])).toString("utf8") : "";
    await ctx.progress(0.5, "halfway");
    if (job.input.ending === "provider") throw new AppError(502, "provider_error", "down");
    if (job.input.ending === "partial") {
      ctx.noteProviderOutput();
      throw new JobFailure("provider_error");
    }
    if (job.input.ending === "hang") await sleep(60_000, undefined, { signal: ctx.signal });
    return { echo: job.input.text.toUpperCase(), upload };
  },
});

async function storeText(text: string) {
  const saved = await context.files.saveStream(Readable.from([Buffer.from(text)]), {
    folder: "private/service-jobs",
    maxBytes: 1024,
    allowedTypes: ["text/plain"],
  });
  return saved.key;
}

describe("service jobs", () => {
  it("runs a job through its phases to a stored result, which only its owner reads, lists and deletes", async () => {
    const owner = await buildMember(context, "basic");
    const stranger = await buildMember(context, "premium");
    const key = await storeText("hola");
    const accepted = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "hola", ending: "answer" },
      fileKeys: [key],
      fileNames: ["hola.txt"],
      queries: 2,
    });
    expect(accepted.status).toBe("queued");
    const done = await waitForJob(app, owner.headers, accepted.id);
    expect(done).toMatchObject({ status: "done", progress: 1, result: { echo: "HOLA", upload: "hola" } });
    expect(await queriesUsed(context, owner.user.id)).toBe(2);

    const other = await app.inject({ url: `/api/services/jobs/${accepted.id}`, headers: stranger.headers });
    expect(other.statusCode).toBe(404);
    const otherDelete = await app.inject({
      method: "DELETE",
      url: `/api/services/jobs/${accepted.id}`,
      headers: stranger.headers,
    });
    expect(otherDelete.statusCode).toBe(404);
    expect(await context.files.stat(key)).toBeDefined();

    const second = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "adiós", ending: "answer" },
      queries: 1,
    });
    await waitForJob(app, owner.headers, second.id);
    const list = await app.inject({ url: "/api/services/jobs?kind=test-echo", headers: owner.headers });
    expect(list.json<{ jobs: { id: string }[] }>().jobs.map((job) => job.id)).toEqual([second.id, accepted.id]);
    const strangerList = await app.inject({ url: "/api/services/jobs?kind=test-echo", headers: stranger.headers });
    expect(strangerList.json()).toEqual({ jobs: [] });

    const removed = await app.inject({
      method: "DELETE",
      url: `/api/services/jobs/${accepted.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await context.files.stat(key)).toBeUndefined();
    expect((await app.inject({ url: `/api/services/jobs/${accepted.id}`, headers: owner.headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: `/api/services/jobs/${accepted.id}` })).statusCode).toBe(401);
  });

  it("gives the queries back when the provider failed before producing anything, and only then", async () => {
    const owner = await buildMember(context, "basic");
    const failed = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "provider" },
      queries: 3,
    });
    expect(await waitForJob(app, owner.headers, failed.id)).toMatchObject({
      status: "failed",
      error: "provider_error",
    });
    expect(await queriesUsed(context, owner.user.id)).toBe(0);
    const partial = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "partial" },
      queries: 2,
    });
    expect(await waitForJob(app, owner.headers, partial.id)).toMatchObject({
      status: "failed",
      error: "provider_error",
    });
    expect(await queriesUsed(context, owner.user.id)).toBe(2);
  });

  it("lets exactly the queries left through when jobs are queued in parallel", async () => {
    const owner = await buildMember(context, "free");
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        queueServiceJob(context, {
          caller: owner.caller,
          kind: echoJob,
          input: { text: "x", ending: "answer" },
          queries: 2,
        }),
      ),
    );
    // Free has 10 daily queries: five jobs of two, and the rest refused whole.
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    const refusals = results.flatMap((result) => (result.status === "rejected" ? [result.reason as AppError] : []));
    expect(refusals.map((error) => error.code)).toEqual([
      "daily_quota_reached",
      "daily_quota_reached",
      "daily_quota_reached",
    ]);
    expect(await queriesUsed(context, owner.user.id)).toBe(10);
  });

  it("shows a running job's real progress, and fails an interrupted job for good after its last try, refunded", async () => {
    const owner = await buildMember(context, "basic");
    const job = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "hang" },
      queries: 1,
    });
    const running = await waitForJob(app, owner.headers, job.id, (view) => view.phase === "halfway");
    expect(running).toMatchObject({ status: "running", progress: 0.5 });
    // As if its process had died on its last attempt: no heartbeat for long.
    await context.database.pool.query(
      "UPDATE service_jobs SET attempts = $2, heartbeat_at = now() - interval '1 hour' WHERE id = $1",
      [job.id, MAX_ATTEMPTS],
    );
    await recoverInterruptedJobs(context, 1.5);
    expect(await waitForJob(app, owner.headers, job.id)).toMatchObject({ status: "failed", error: "interrupted" });
    expect(await queriesUsed(context, owner.user.id)).toBe(0);
    // Deleting it stops the hanging run (it finds its row gone at the next heartbeat).
    const removed = await app.inject({ method: "DELETE", url: `/api/services/jobs/${job.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
  });
});
