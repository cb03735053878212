import { spawn } from "node:child_process";
import { PassThrough } from "node:stream";
import { existsSync, mkdtempSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { buildTestConfig } from "./core/config";
import { createContext } from "./context";
import { connectDatabase } from "./db/client";
import { createLogger } from "./core/logger";
import { ingestWorkerCount, runIngest } from "./ingest/pool";
import { shutDown } from "./shutdown";
import { createTestDatabase } from "./test/database";

const fileDatabase = await createTestDatabase();

describe("graceful shutdown", () => {
  it("turns unready first, lets requests in flight finish, then stops taking requests and closes the database", async () => {
    const config = buildTestConfig();
    // Its own pool on the file's database, so closing it leaves the file's pool alone.
    const database = connectDatabase(fileDatabase.connectionString);
    const context = createContext(config, database, createLogger(config));
    const app = await buildApp({ context, webDistDir: "/nonexistent" });
    app.get("/api/test-slow", async () => {
      await sleep(600);
      return { finished: true };
    });
    // A stream in flight (as a chat answer is): its last chunk still arrives.
    app.get("/api/test-stream", (_request, reply) => {
      const stream = new PassThrough();
      void reply.header("content-type", "text/event-stream").send(stream);
      void (async () => {
        for (let chunk = 1; chunk <= 6; chunk += 1) {
          stream.write(`data: ${chunk}\n\n`);
          await sleep(100);
        }
        stream.end("data: [DONE]\n\n");
      })();
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    expect((await fetch(`${address}/api/ready`)).status).toBe(200);
    // An ingest task leaves its worker waiting for the next one; the shutdown ends it.
    await runIngest({ kind: "pasted-text", text: "Hola", textMax: 100 }, { timeMs: 30_000 });
    expect(ingestWorkerCount()).toBeGreaterThan(0);

    const inFlight = fetch(`${address}/api/test-slow`).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));
    const streaming = fetch(`${address}/api/test-stream`).then((response) => response.text());
    await sleep(50);
    const stopping = shutDown({ app, context, database }, 0.3, context.log);
    await sleep(50);
    const duringDrain = await fetch(`${address}/api/ready`);
    expect(duringDrain.status).toBe(503);

    await stopping;
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    expect(await streaming).toBe("data: 1\n\ndata: 2\n\ndata: 3\n\ndata: 4\n\ndata: 5\n\ndata: 6\n\ndata: [DONE]\n\n");
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    expect(database.pool.ended).toBe(true);
    expect(ingestWorkerCount()).toBe(0);
  });

  it(
    "exits 0 on SIGTERM after answering unready, and stops its embedded PostgreSQL cleanly",
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "platform-shutdown-"));
      await chmod(dataDir, 0o755);
      const port = 40_000 + Math.floor(Math.random() * 10_000);
      const origin = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          REDIS_URL: "",
          LOG_LEVEL: "warn",
          SEED_DEMO_CONTENT: "false",
          SHUTDOWN_DRAIN_SECONDS: "1",
        },
      });
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      try {
        for (let tries = 0; tries < 600; tries += 1) {
          const response = await fetch(`${origin}/api/ready`).catch(() => undefined);
          if (response?.ok) break;
          await sleep(100);
        }
        server.kill("SIGTERM");
        await sleep(200);
        expect((await fetch(`${origin}/api/ready`)).status).toBe(503);
        expect(await exited).toBe(0);
        // A server stopped cleanly removes its pid file; a killed one leaves it behind.
        expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
      } finally {
        if (server.exitCode === null) server.kill("SIGKILL");
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
