import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import type { TServiceJob } from "../../contracts/service-jobs";
import { startTestInstance } from "../test/app";
import { createTestDatabase } from "../test/database";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { makeAudio } from "../../test-support/media";
import { startWebhookReceiver } from "../../test-support/webhook-receiver";
import { buildMember, queriesUsed } from "../test/service-jobs";

const JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
const dataDir = mkdtempSync(path.join(tmpdir(), "platform-job-kill-"));
await chmod(dataDir, 0o755);
const provider = await startFakeAiProvider();
const database = await createTestDatabase();
// The test's own instance signs the member's token with the key the child servers load from DATA_DIR.
const { context } = await startTestInstance(database, { DATA_DIR: dataDir, JWT_SECRET });
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await provider.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real server (server/server.ts) in its own process, on the test database. */
async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      JWT_SECRET,
      REDIS_URL: "",
      LOG_LEVEL: "error",
      SEED_DEMO_CONTENT: "false",
      AI_BASE_URL: provider.url,
      AI_MODEL: "fake-chat",
      AI_TRANSCRIPTION_MODEL: "fake-whisper",
      SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5",
      ...extraEnv,
    },
  });
  children.add(child);
  for (let tries = 0; tries < 900; tries += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (response?.ok) return child;
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error("the server did not start");
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  children.delete(child);
}

async function jobRow(id: string) {
  const { rows } = await database.pool.query<{ status: string; attempts: number; error_code: string | null }>(
    "SELECT status, attempts, error_code FROM service_jobs WHERE id = $1",
    [id],
  );
  return rows[0];
}

async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

describe("a service job across kill -9 of the app", () => {
  it(
    "is taken up again after a restart, finishes once and pays once; killed on its last try it ends failed, refunded",
    { timeout: 240_000 },
    async () => {
      const port = 40_000 + Math.floor(Math.random() * 10_000);
      const origin = `http://127.0.0.1:${port}`;
      const member = await buildMember(context, "basic");
      const readJob = async (id: string) => {
        const response = await fetch(`${origin}/api/services/jobs/${id}`, { headers: member.headers });
        return (await response.json()) as TServiceJob;
      };
      const uploadRecording = async (seconds: number) => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(makeAudio("mp3", seconds))], { type: "audio/mpeg" }), "voz.mp3");
        const response = await fetch(`${origin}/api/services/transcriptions`, {
          method: "POST",
          headers: member.headers,
          body: form,
        });
        expect(response.status).toBe(202);
        return ((await response.json()) as { id: string }).id;
      };

      // The provider takes its time: the kill lands while the job waits for it, after the job
      // paid for its eleven minutes (two queries, one of them when it was decoded).
      provider.setTranscriptionBehaviour({ kind: "segments", delayMs: 60_000 });
      let server = await startServer(port);
      const id = await uploadRecording(11 * 60);
      await until(
        async () => provider.transcriptions.length,
        (count) => count === 1,
      );
      expect(await jobRow(id)).toMatchObject({ status: "running", attempts: 1 });
      expect(await queriesUsed(context, member.user.id)).toBe(2);
      await killHard(server);

      provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 300 });
      server = await startServer(port);
      const done = await until(
        () => readJob(id),
        (job) => job.status === "done",
      );
      expect(done.result).toMatchObject({ segments: [{ start: 0 }, { start: 300 }, { start: 600 }] });
      expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
      expect(provider.transcriptions).toHaveLength(2);
      // The retry decoded the same eleven minutes and paid nothing more.
      expect(await queriesUsed(context, member.user.id)).toBe(2);

      // Killed on both of its tries: after the next restart it is failed, and its query given back.
      provider.setTranscriptionBehaviour({ kind: "segments", delayMs: 60_000 });
      const doomed = await uploadRecording(3);
      expect(await queriesUsed(context, member.user.id)).toBe(3);
      for (const attempt of [1, 2]) {
        await until(
          () => jobRow(doomed),
          (row) => row?.status === "running" && row.attempts === attempt,
        );
        await killHard(server);
        server = await startServer(port);
      }
      const failed = await until(
        () => readJob(doomed),
        (job) => job.status === "failed",
      );
      expect(failed.error).toBe("interrupted");
      expect(await queriesUsed(context, member.user.id)).toBe(2);
      await killHard(server);
    },
  );
});

describe("a webhook delivery across kill -9 of the app", () => {
  it(
    "keeps a failed try's retry in the queue: the next instance sends it with the same webhook-id",
    { timeout: 120_000 },
    async () => {
      const receiver = await startWebhookReceiver([500]);
      afterAll(receiver.close);
      const port = 40_000 + Math.floor(Math.random() * 10_000);
      const origin = `http://127.0.0.1:${port}`;
      // A receiver on this machine, and a retry due a few seconds after the failed try.
      const webhookEnv = { WEBHOOKS_ALLOW_PRIVATE: "true", WEBHOOKS_RETRY_DELAY_SECONDS: "3" };
      const member = await buildMember(context, "enterprise");
      provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 300 });
      let server = await startServer(port, webhookEnv);
      const created = await fetch(`${origin}/api/integrations/webhooks`, {
        method: "POST",
        headers: { ...member.headers, "content-type": "application/json" },
        body: JSON.stringify({ url: `${receiver.url}/hook`, events: ["job.done"] }),
      });
      expect(created.status).toBe(201);
      const hook = (await created.json()) as { id: string; secret: string };

      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(makeAudio("mp3", 3))], { type: "audio/mpeg" }), "voz.mp3");
      const upload = await fetch(`${origin}/api/services/transcriptions`, {
        method: "POST",
        headers: member.headers,
        body: form,
      });
      expect(upload.status).toBe(202);

      // The first try was answered 500 and the queue holds its retry: the process dies then.
      await until(
        () => retryStates(),
        (states) => states.includes("retry"),
      );
      expect(receiver.received).toHaveLength(1);
      await killHard(server);

      server = await startServer(port, webhookEnv);
      await until(
        async () => receiver.received.length,
        (count) => count === 2,
      );
      const [first, retry] = receiver.received;
      expect(retry?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
      expect(retry?.body).toBe(first?.body);
      const signed = {
        "webhook-id": String(retry?.headers["webhook-id"]),
        "webhook-timestamp": String(retry?.headers["webhook-timestamp"]),
        "webhook-signature": String(retry?.headers["webhook-signature"]),
      };
      expect(new Webhook(hook.secret).verify(retry?.body ?? "", signed)).toMatchObject({ type: "job.done" });

      const deliveries = await fetch(`${origin}/api/integrations/webhooks/${hook.id}/deliveries`, {
        headers: member.headers,
      });
      const tries = (await deliveries.json()) as { attempt: number; status: string; responseStatus: number | null }[];
      expect(tries.map(({ attempt, status, responseStatus }) => ({ attempt, status, responseStatus }))).toEqual([
        { attempt: 2, status: "succeeded", responseStatus: 200 },
        { attempt: 1, status: "failed", responseStatus: 500 },
      ]);
      await killHard(server);
    },
  );
});

/** The states pg-boss keeps for the webhook queue's messages, in the app's database. */
async function retryStates(): Promise<string[]> {
  const { rows } = await database.pool.query<{ state: string }>(
    "SELECT state FROM pgboss.job WHERE name = 'webhook-deliveries'",
  );
  return rows.map((row) => row.state);
}
