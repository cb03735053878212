import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { buildTestConfig } from "../core/config";
import { createContext } from "../context";
import { createLogger } from "../core/logger";
import { createTestApp, startTestInstance } from "../test/app";
import { createTestDatabase } from "../test/database";

const { app, database } = await createTestApp({
  METRICS_TOKEN: "a-scraper-token-of-some-length",
  RATE_LIMIT_AUTH_PER_5_MIN: "1",
});

const scrape = async (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: "GET", url: "/metrics", ...options });

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/health",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split("\n")
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("GET /metrics", () => {
  it("counts requests by route pattern and status, not by raw URL", async () => {
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/blog/posts/no-such-post" });
    const text = (await scrape()).body;
    expect(sample(text, "http_requests_total", { route: "/api/health", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_requests_total", { route: "/api/blog/posts/:slug", status: "404" })).toBe(1);
    expect(text).not.toContain("no-such-post");
    expect(text).toContain("http_request_duration_seconds_bucket");
    expect(text).toContain("db_pool_connections");
  });

  it("counts public cache hits and misses", async () => {
    await app.inject({ method: "GET", url: "/api/blog/categories" });
    await app.inject({ method: "GET", url: "/api/blog/categories" });
    const text = (await scrape()).body;
    expect(sample(text, "public_cache_reads_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "public_cache_reads_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
  });

  it("counts e-mails kept in the outbox and abuse-limit refusals", async () => {
    const payload = { email: "metrics@example.com", password: "correct-horse-battery-9", display_name: "metrics" };
    const first = await app.inject({
      method: "POST",
      url: "/api/functions/secure-signup",
      payload,
      remoteAddress: "10.9.0.1",
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: "POST",
      url: "/api/functions/secure-signup",
      payload,
      remoteAddress: "10.9.0.1",
    });
    expect(second.statusCode).toBe(429);
    const text = (await scrape()).body;
    expect(sample(text, "emails_total", { status: "queued" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "emails_total", { status: "outbox" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^rate_limit_refusals_total [1-9]/m);
  });

  it("is open on loopback, refused to others and to relayed requests, open with the token", async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: "203.0.113.7" })).statusCode).toBe(403);
    expect((await scrape({ headers: { "x-forwarded-for": "203.0.113.7" } })).statusCode).toBe(403);
    const wrong = { authorization: "Bearer a-scraper-token-of-some-lengtX" };
    expect((await scrape({ remoteAddress: "203.0.113.7", headers: wrong })).statusCode).toBe(403);
    const right = { authorization: "Bearer a-scraper-token-of-some-length" };
    const allowed = await scrape({ remoteAddress: "203.0.113.7", headers: right });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["content-type"]).toContain("text/plain");
  });
});

describe("GET /metrics behind a proxy (TRUST_PROXY set)", () => {
  it("needs METRICS_TOKEN even on loopback: a local proxy may relay without X-Forwarded-For", async () => {
    const proxied = await startTestInstance(database, {
      TRUST_PROXY: "1",
      METRICS_TOKEN: "a-scraper-token-of-some-length",
    });
    const local = await proxied.app.inject({ method: "GET", url: "/metrics" });
    expect(local.statusCode).toBe(403);
    const withToken = await proxied.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer a-scraper-token-of-some-length" },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe("request ids", () => {
  it("answers each request with an id, keeps a well-formed one from a proxy and ignores a forged one", async () => {
    const fresh = await app.inject({ method: "GET", url: "/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const relayed = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "lb-7f3a9c21" } });
    expect(relayed.headers["x-request-id"]).toBe("lb-7f3a9c21");
    const forged = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "x\nfake line" } });
    expect(forged.headers["x-request-id"]).not.toContain("fake");
  });

  it("puts the request's id on log lines written by services while serving it", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().trim().split("\n")));
    const config = buildTestConfig({ LOG_LEVEL: "info" });
    const context = createContext(config, await createTestDatabase(), createLogger(config, stream));
    const logged = await buildApp({ context, webDistDir: "/nonexistent" });
    logged.get("/api/test-log", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      context.log.info("service line");
      context.log.warn("service warning");
      return { ok: true };
    });
    await logged.ready();
    const linesBefore = lines.length;
    const response = await logged.inject({ method: "GET", url: "/api/test-log" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const linesWhileServing = lines.length;
    await logged.close();
    await context.close();
    const entries = lines.map((text) => JSON.parse(text) as { msg: string; reqId?: string });
    const line = entries.find((entry) => entry.msg === "service line");
    expect(line?.reqId).toBe(response.headers["x-request-id"]);
    // Every line written while serving it carries the same id (request logging itself is off).
    const served = entries.slice(linesBefore, linesWhileServing);
    expect(served.map((entry) => entry.msg)).toEqual(["service line", "service warning"]);
    expect(served.every((entry) => entry.reqId === response.headers["x-request-id"])).toBe(true);
  });
});
