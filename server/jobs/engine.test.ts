import { setTimeout as sleep } from "node:timers/promises";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../core/errors";
import { createTestApp } from "../test/app";
import { JOB_TABLE } from "../app";
import { defineJobKind, findJobKind, JobFailure, useJobTable } from "./registry";
import { queueServiceJob } from "./queue-job";
import { serviceJobsOf } from "./engine";
import { recoverInterruptedJobs, MAX_ATTEMPTS } from "./recovery";
import { buildMember, queriesUsed, waitForJob } from "../test/service-jobs";

const { app, context } = await createTestApp({ SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5" });
await serviceJobsOf(context).start();
/** The same engine with every kind's deadline at one second. */
const short = await createTestApp({ SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5", SERVICE_JOBS_DEADLINE_SECONDS: "1" });
await serviceJobsOf(short.context).start();

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

// The app's table with this test's kind added, on both apps.
for (const { context: appContext } of [{ context }, short]) {
  useJobTable(appContext, { ...JOB_TABLE, kinds: [...JOB_TABLE.kinds, echoJob] });
}

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

  it("runs at most two of one member's jobs at once while another member's start, and stops a deleted one at once", async () => {
    const busy = await buildMember(context, "premium");
    const other = await buildMember(context, "premium");
    const queue = (caller: typeof busy.caller) =>
      queueServiceJob(context, { caller, kind: echoJob, input: { text: "x", ending: "hang" }, queries: 1 });
    const jobs = [await queue(busy.caller), await queue(busy.caller), await queue(busy.caller)];
    const statuses = async () =>
      Promise.all(jobs.map(async (job) => (await waitForJob(app, busy.headers, job.id, () => true)).status));
    const twoRunning = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        const now = await statuses();
        if (now.filter((status) => status === "running").length === 2) return now;
        await sleep(100);
      }
      throw new Error("two of the member's jobs never ran");
    };
    expect((await twoRunning()).filter((status) => status === "queued")).toHaveLength(1);
    const theirs = await queue(other.caller);
    await waitForJob(app, other.headers, theirs.id, (job) => job.status === "running");
    expect((await statuses()).filter((status) => status === "running")).toHaveLength(2);

    const [first] = jobs;
    const runningIds: string[] = [];
    for (const job of jobs) {
      if ((await waitForJob(app, busy.headers, job.id, () => true)).status === "running") runningIds.push(job.id);
    }
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/services/jobs/${runningIds[0] ?? first?.id}`,
      headers: busy.headers,
    });
    expect(deleted.statusCode).toBe(204);
    // Its worker is free at once and the member's third job takes its place.
    const waiting = jobs.find((job) => !runningIds.includes(job.id));
    await waitForJob(app, busy.headers, waiting?.id ?? "", (job) => job.status === "running", 5_000);
    for (const job of [...jobs, theirs]) {
      await context.database.pool.query("DELETE FROM service_jobs WHERE id = $1", [job.id]);
      serviceJobsOf(context).cancel(job.id);
    }
  });

  it("fails a job whose stored file is gone with source_missing, and gives its queries back", async () => {
    const owner = await buildMember(context, "basic");
    const job = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "answer" },
      fileKeys: ["private/service-jobs/2026/11/00000000-0000-4000-8000-000000000000.txt"],
      queries: 2,
    });
    expect(await waitForJob(app, owner.headers, job.id)).toMatchObject({ status: "failed", error: "source_missing" });
    expect(await queriesUsed(context, owner.user.id)).toBe(0);
  });

  it("counts jobs by kind and status, the queue's depth and the runs at /metrics", async () => {
    const owner = await buildMember(context, "basic");
    const job = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "answer" },
      queries: 1,
    });
    await waitForJob(app, owner.headers, job.id);
    const metrics = await context.metrics.registry.metrics();
    expect(metrics).toMatch(/service_jobs\{kind="test-echo",status="done"\} [1-9]/);
    expect(metrics).toMatch(/service_jobs_queue_depth \d+/);
    expect(metrics).toMatch(/service_job_runs_total\{kind="test-echo",ending="done"\} [1-9]/);
    expect(metrics).toMatch(/service_job_run_seconds_count\{kind="test-echo"\} [1-9]/);
  });
  it("is taken back from a run that hung and kept beating: failed as timeout by the recovery", async () => {
    const owner = await buildMember(context, "basic");
    const job = await queueServiceJob(context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "hang" },
      queries: 1,
    });
    await waitForJob(app, owner.headers, job.id, (view) => view.status === "running");
    // As if its process were stuck: beating, but far past its deadline.
    await context.database.pool.query(
      "UPDATE service_jobs SET deadline_at = now() - interval '1 hour', heartbeat_at = now() WHERE id = $1",
      [job.id],
    );
    await recoverInterruptedJobs(context, 60);
    expect(await waitForJob(app, owner.headers, job.id)).toMatchObject({ status: "failed", error: "timeout" });
    expect(await queriesUsed(context, owner.user.id)).toBe(0);
  });
});

describe("a service job past its deadline", () => {
  it("ends failed with timeout, its queries given back when nothing was produced", async () => {
    const owner = await buildMember(short.context, "basic");
    const job = await queueServiceJob(short.context, {
      caller: owner.caller,
      kind: echoJob,
      input: { text: "x", ending: "hang" },
      queries: 2,
    });
    expect(await waitForJob(short.app, owner.headers, job.id)).toMatchObject({ status: "failed", error: "timeout" });
    expect(await queriesUsed(short.context, owner.user.id)).toBe(0);
  });
});

describe("the job table", () => {
  it("refuses a kind or a download listed twice, and a download of no kind in the table", async () => {
    const fresh = await createTestApp();
    const download = { kind: echoJob.kind, name: "echo.txt", contentType: "text/plain", render: () => "echo" };
    expect(() => useJobTable(fresh.context, { kinds: [echoJob, echoJob], downloads: [] })).toThrow(
      "Job kind test-echo is in the job table twice",
    );
    expect(() => useJobTable(fresh.context, { kinds: [echoJob], downloads: [download, download] })).toThrow(
      "Download test-echo/echo.txt is in the job table twice",
    );
    expect(() => useJobTable(fresh.context, { kinds: [], downloads: [download] })).toThrow(
      "Download test-echo/echo.txt is of no job kind in the table",
    );
    // The table the app built is still the one in use, and imports added nothing to it.
    expect(findJobKind(fresh.context, echoJob.kind)).toBeUndefined();
    expect(JOB_TABLE.kinds.map((kind) => findJobKind(fresh.context, kind.kind)?.kind)).toEqual(
      JOB_TABLE.kinds.map((kind) => kind.kind),
    );
  });
});
