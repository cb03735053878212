import { createServer, type IncomingHttpHeaders } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MAX_WEBHOOKS_PER_ACCOUNT,
  type TCreatedWebhook,
  type TWebhook,
  type TWebhookDelivery,
} from "../../../contracts/integrations";
import type { TServiceJob } from "../../../contracts/service-jobs";
import type { Tier } from "../../../contracts/tiers";
import type { AppContext } from "../../context";
import { users, webhooks } from "../../db/schema/index";
import { serviceJobsOf } from "../../jobs/engine";
import { queueServiceJob } from "../../jobs/queue-job";
import { JOB_TABLE } from "../../app";
import { defineJobKind, JobFailure, useJobTable } from "../../jobs/registry";
import { createTestApp } from "../../test/app";
import { buildMember, waitForJob } from "../../test/service-jobs";
import { DELIVERY_TIMEOUT_MS, tryDelivery } from "./deliver";
import { webhookDeliveriesOf } from "./delivery-queue";
import { sealSecret } from "./secrets";
import { startWebhookReceiver } from "../../../test-support/webhook-receiver";

/** Development settings: a receiver on this machine, retries a second apart. */
const open = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: "true", WEBHOOKS_RETRY_DELAY_SECONDS: "1" });
/** Production settings, on a database of its own so only its workers deliver its messages. */
const strict = await createTestApp({ WEBHOOKS_RETRY_DELAY_SECONDS: "1" });
for (const { context } of [open, strict]) {
  await serviceJobsOf(context).start();
  await webhookDeliveriesOf(context).start();
}

const quickJob = defineJobKind({
  kind: "test-webhook-job",
  deadlineMinutes: 1,
  input: z.object({ fail: z.boolean() }),
  result: z.object({ answer: z.string() }),
  async run(job) {
    if (job.input.fail) throw new JobFailure("unreadable_file");
    return { answer: "listo" };
  },
});
// The app's job table with this test's kind added, on both apps.
for (const { context } of [open, strict]) {
  useJobTable(context, { ...JOB_TABLE, kinds: [...JOB_TABLE.kinds, quickJob] });
}

/** A receiver closed after the file. */
async function startReceiver(statuses: number[] = [], headers: Record<string, string> = {}) {
  const receiver = await startWebhookReceiver(statuses, headers);
  afterAll(receiver.close);
  return receiver;
}

/** The Standard Webhooks check, by the format's own library: it throws unless a signature matches. */
function verifyStandardWebhook(secret: string, headers: IncomingHttpHeaders, body: string): void {
  const signed = {
    "webhook-id": String(headers["webhook-id"]),
    "webhook-timestamp": String(headers["webhook-timestamp"]),
    "webhook-signature": String(headers["webhook-signature"]),
  };
  expect(new Webhook(secret).verify(body, signed)).toEqual(JSON.parse(body));
  expect(() => new Webhook(secret).verify(`${body} `, signed), "a changed body fails").toThrow();
}

async function createWebhook(
  app: typeof open.app,
  headers: Record<string, string>,
  payload: { url: string; events: string[] },
) {
  const response = await app.inject({ method: "POST", url: "/api/integrations/webhooks", headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TCreatedWebhook>();
}

async function deliveriesOf(app: typeof open.app, headers: Record<string, string>, id: string) {
  const response = await app.inject({ url: `/api/integrations/webhooks/${id}/deliveries`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TWebhookDelivery[]>();
}

/** The list's entry at `index`, which the test has waited for. */
function at<T>(list: T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`no entry ${index}`);
  return entry;
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

async function runJob(context: AppContext, member: Awaited<ReturnType<typeof buildMember>>, fail = false) {
  const accepted = await queueServiceJob(context, {
    caller: member.caller,
    kind: quickJob,
    input: { fail },
    queries: 1,
  });
  const app = context === open.context ? open.app : strict.app;
  return waitForJob(app, member.headers, accepted.id);
}

describe("webhooks: managing them", () => {
  it.each(["free", "basic", "premium"] as const)("refuses a %s member with 403 tier_required", async (tier: Tier) => {
    const { headers } = await buildMember(open.context, tier);
    const id = "00000000-0000-4000-8000-000000000000";
    for (const request of [
      {
        method: "POST" as const,
        url: "/api/integrations/webhooks",
        payload: { url: "https://a.example.com", events: ["job.done"] },
      },
      { method: "GET" as const, url: "/api/integrations/webhooks" },
      { method: "DELETE" as const, url: `/api/integrations/webhooks/${id}` },
      { method: "GET" as const, url: `/api/integrations/webhooks/${id}/deliveries` },
    ]) {
      const response = await open.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: "tier_required", details: { requiredTier: "enterprise" } },
      });
    }
  });

  it("refuses a visitor with 401", async () => {
    expect((await open.app.inject({ url: "/api/integrations/webhooks" })).statusCode).toBe(401);
  });

  it("shows the whsec_ secret once, stores it sealed, and lists the webhook without it", async () => {
    const { headers } = await buildMember(strict.context, "enterprise");
    const created = await createWebhook(strict.app, headers, {
      url: "https://hooks.example.com/plataforma",
      events: ["job.done", "job.failed"],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ url: "https://hooks.example.com/plataforma", events: ["job.done", "job.failed"] });
    const list = await strict.app.inject({ url: "/api/integrations/webhooks", headers });
    expect(list.body).not.toContain(created.secret.slice(6));
    expect(list.json<TWebhook[]>()).toEqual([
      { id: created.id, url: created.url, events: created.events, createdAt: created.createdAt },
    ]);
    const [row] = await strict.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(created.secret.slice(6, 30));
  });

  it.each([
    ["an unknown event", { url: "https://hooks.example.com", events: ["job.started"] }, /events/],
    ["no event", { url: "https://hooks.example.com", events: [] }, /events/],
    ["an event twice", { url: "https://hooks.example.com", events: ["job.done", "job.done"] }, /events/],
    ["a 20,000-character URL", { url: `https://hooks.example.com/${"x".repeat(20_000)}`, events: ["job.done"] }, /url/],
    ["a NUL in the URL", { url: "https://hooks.example.com/\u0000", events: ["job.done"] }, /url/],
    ["a URL that is not one", { url: "hooks", events: ["job.done"] }, /url/],
    ["http", { url: "http://hooks.example.com", events: ["job.done"] }, /https/],
    ["a user and password", { url: "https://me:pw@hooks.example.com", events: ["job.done"] }, /password/],
    ["loopback", { url: "https://127.0.0.1/hook", events: ["job.done"] }, /public/],
    ["localhost", { url: "https://localhost:8443/hook", events: ["job.done"] }, /public/],
    ["a private network", { url: "https://10.1.2.3/hook", events: ["job.done"] }, /public/],
    ["192.168/16", { url: "https://192.168.1.10/hook", events: ["job.done"] }, /public/],
    ["172.16/12", { url: "https://172.20.0.1/hook", events: ["job.done"] }, /public/],
    ["the cloud metadata address", { url: "https://169.254.169.254/latest", events: ["job.done"] }, /public/],
    ["carrier-grade NAT", { url: "https://100.64.0.1/", events: ["job.done"] }, /public/],
    ["IPv6 loopback", { url: "https://[::1]/hook", events: ["job.done"] }, /public/],
    ["IPv6 unique-local", { url: "https://[fd12::1]/hook", events: ["job.done"] }, /public/],
    ["IPv6 link-local", { url: "https://[fe80::1]/hook", events: ["job.done"] }, /public/],
    ["IPv4-mapped loopback", { url: "https://[::ffff:127.0.0.1]/hook", events: ["job.done"] }, /public/],
    ["a decimal loopback", { url: "https://2130706433/hook", events: ["job.done"] }, /public/],
  ])("refuses %s with 400 and says why", async (_, payload, message) => {
    const { headers } = await buildMember(strict.context, "enterprise");
    const response = await strict.app.inject({ method: "POST", url: "/api/integrations/webhooks", headers, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect(response.body).toMatch(message);
  });

  it(`holds at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks per account (409 webhook_limit_reached)`, async () => {
    const { headers } = await buildMember(strict.context, "enterprise");
    await Promise.all(
      Array.from({ length: MAX_WEBHOOKS_PER_ACCOUNT }, (_, index) =>
        createWebhook(strict.app, headers, { url: `https://hooks.example.com/${index}`, events: ["job.done"] }),
      ),
    );
    const extra = await strict.app.inject({
      method: "POST",
      url: "/api/integrations/webhooks",
      headers,
      payload: { url: "https://hooks.example.com/one-more", events: ["job.done"] },
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toMatchObject({ error: { code: "webhook_limit_reached" } });
  });

  it("lets only its owner delete a webhook (204, then 404) and goes with the account", async () => {
    const owner = await buildMember(strict.context, "enterprise");
    const stranger = await buildMember(strict.context, "enterprise");
    const created = await createWebhook(strict.app, owner.headers, {
      url: "https://a.example.com",
      events: ["job.done"],
    });
    const path = `/api/integrations/webhooks/${created.id}`;
    expect((await strict.app.inject({ method: "DELETE", url: path, headers: stranger.headers })).statusCode).toBe(404);
    expect((await strict.app.inject({ url: `${path}/deliveries`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await strict.app.inject({ method: "DELETE", url: path, headers: owner.headers })).statusCode).toBe(204);
    expect((await strict.app.inject({ method: "DELETE", url: path, headers: owner.headers })).statusCode).toBe(404);

    await createWebhook(strict.app, owner.headers, { url: "https://b.example.com", events: ["job.done"] });
    await strict.database.db.delete(users).where(eq(users.id, owner.user.id));
    const left = await strict.database.db.select().from(webhooks).where(eq(webhooks.userId, owner.user.id));
    expect(left).toEqual([]);
  });
});

describe("webhooks: deliveries", () => {
  it("signs each try, retries a 500 with the same webhook-id, and sends the job as its page shows it", async () => {
    const receiver = await startReceiver([500]);
    const member = await buildMember(open.context, "enterprise");
    const hook = await createWebhook(open.app, member.headers, { url: `${receiver.url}/hook`, events: ["job.done"] });
    const job = await runJob(open.context, member);
    expect(job.status).toBe("done");

    await until(
      () => receiver.received.length,
      (count) => count >= 2,
    );
    const [first, second] = [at(receiver.received, 0), at(receiver.received, 1)];
    for (const delivery of [first, second]) {
      verifyStandardWebhook(hook.secret, delivery.headers, delivery.body);
      expect(delivery.path).toBe("/hook");
      expect(delivery.headers["content-type"]).toBe("application/json");
    }
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(second.body).toBe(first.body);
    const message = JSON.parse(first.body) as { type: string; timestamp: string; data: { job: TServiceJob } };
    expect(message.type).toBe("job.done");
    expect(Date.parse(message.timestamp)).toBeGreaterThan(0);
    expect(message.data.job).toEqual(job);

    const tries = await until(
      () => deliveriesOf(open.app, member.headers, hook.id),
      (list) => list.length >= 2,
    );
    expect(
      tries.map(({ attempt, status, responseStatus, error, event, jobId }) => ({
        attempt,
        status,
        responseStatus,
        error,
        event,
        jobId,
      })),
    ).toEqual([
      { attempt: 2, status: "succeeded", responseStatus: 200, error: null, event: "job.done", jobId: job.id },
      { attempt: 1, status: "failed", responseStatus: 500, error: null, event: "job.done", jobId: job.id },
    ]);
    expect(new Set(tries.map((entry) => entry.messageId))).toEqual(new Set([first.headers["webhook-id"]]));
  });

  it("announces a failed job only to the webhooks listening for job.failed", async () => {
    const failures = await startReceiver();
    const successes = await startReceiver();
    const member = await buildMember(open.context, "enterprise");
    const onFailure = await createWebhook(open.app, member.headers, { url: failures.url, events: ["job.failed"] });
    await createWebhook(open.app, member.headers, { url: successes.url, events: ["job.done"] });
    const job = await runJob(open.context, member, true);
    expect(job).toMatchObject({ status: "failed", error: "unreadable_file" });

    await until(
      () => failures.received.length,
      (count) => count >= 1,
    );
    verifyStandardWebhook(onFailure.secret, at(failures.received, 0).headers, at(failures.received, 0).body);
    expect(JSON.parse(at(failures.received, 0).body)).toMatchObject({
      type: "job.failed",
      data: { job: { id: job.id, status: "failed", error: "unreadable_file" } },
    });
    // A done job of the same member reaches the other webhook; by then the failure had its chance too.
    await runJob(open.context, member);
    await until(
      () => successes.received.length,
      (count) => count >= 1,
    );
    expect(successes.received.map((entry) => (JSON.parse(entry.body) as { type: string }).type)).toEqual(["job.done"]);
    expect(failures.received).toHaveLength(1);
  });

  it("does not follow a redirect: the 3xx is a failed try and its target is never called", async () => {
    const elsewhere = await startReceiver();
    const redirecting = await startReceiver([302, 302, 302, 302, 302, 302, 302], {
      location: `${elsewhere.url}/stolen`,
    });
    const member = await buildMember(open.context, "enterprise");
    const hook = await createWebhook(open.app, member.headers, { url: redirecting.url, events: ["job.done"] });
    await runJob(open.context, member);
    const tries = await until(
      () => deliveriesOf(open.app, member.headers, hook.id),
      (list) => list.length >= 2,
    );
    expect(tries.every((entry) => entry.status === "failed" && entry.responseStatus === 302)).toBe(true);
    expect(elsewhere.received).toEqual([]);
  });

  it("fails a try whose receiver does not answer in time, and keeps its connection no longer", async () => {
    let closedByUs = false;
    const silent = createServer((request) => {
      // Reads the request and never answers, like a stuck receiver.
      request.resume();
      request.socket.on("close", () => (closedByUs = true));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const message = {
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`,
      secret: "whsec_c2VjcmV0",
      messageId: "msg_timeout",
      body: "{}",
    };
    // The production wait is DELIVERY_TIMEOUT_MS; the same path with a shorter one.
    const outcome = await tryDelivery(message, true, 300);
    expect(outcome).toEqual({ status: "failed", responseStatus: null, error: "timeout" });
    await until(
      () => closedByUs,
      (closed) => closed,
    );
    expect(DELIVERY_TIMEOUT_MS).toBe(10_000);
  });

  it("never calls a name that resolves to a private address without WEBHOOKS_ALLOW_PRIVATE", async () => {
    let connections = 0;
    const target = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));
    const member = await buildMember(strict.context, "enterprise");
    // `localhost` is refused when a webhook is created; one stored before (or a public name that
    // now resolves to 127.0.0.1) is caught at delivery, after DNS.
    const stored = await strict.database.db
      .insert(webhooks)
      .values({
        userId: member.user.id,
        url: `https://localhost:${(target.address() as AddressInfo).port}/hook`,
        events: ["job.done"],
        secretSealed: sealSecret(strict.context.hashKey, "whsec_c2VjcmV0"),
      })
      .returning();
    await runJob(strict.context, member);
    const tries = await until(
      () => deliveriesOf(strict.app, member.headers, at(stored, 0).id),
      (list) => list.length >= 2,
    );
    expect(tries.every((entry) => entry.status === "failed" && entry.error === "address_refused")).toBe(true);
    expect(connections).toBe(0);
  });

  it("sends nothing for a member no longer on the enterprise plan", async () => {
    const receiver = await startReceiver();
    const member = await buildMember(open.context, "enterprise");
    await createWebhook(open.app, member.headers, { url: receiver.url, events: ["job.done"] });
    await open.database.db.update(users).set({ tier: "premium" }).where(eq(users.id, member.user.id));
    const done = await runJob(open.context, { ...member, caller: { ...member.caller, tier: "premium" } });
    expect(done.status).toBe("done");
    // A delivery would have come within the second the others took.
    await sleep(2_000);
    expect(receiver.received).toEqual([]);
  });
});
