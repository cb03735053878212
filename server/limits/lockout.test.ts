import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { computeWaitSeconds, createLockout } from "./lockout";
import { createRedisRateLimiter } from "./rate-limiter";

const POLICY = { threshold: 5, baseSeconds: 60, maxSeconds: 3600 };

describe("lockout waits", () => {
  it("start at one minute on the 5th failure, double each time, and stop at one hour", () => {
    const waits = [4, 5, 6, 7, 8, 9, 10, 11, 50].map((failures) =>
      computeWaitSeconds(failures, POLICY),
    );
    expect(waits).toEqual([0, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it("lift once the wait has passed and double on the next failure", async () => {
    let time = 0;
    const lockout = createLockout(POLICY, undefined, () => time);
    for (let index = 0; index < 5; index += 1) await lockout.recordFailure("ana@example.com");
    expect(await lockout.waitSeconds("ana@example.com")).toBe(60);
    time += 61_000;
    expect(await lockout.waitSeconds("ana@example.com")).toBe(0);
    expect(await lockout.recordFailure("ana@example.com")).toBe(120);
    await lockout.clear("ana@example.com");
    expect(await lockout.waitSeconds("ana@example.com")).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("Redis-backed limits shared by several instances", () => {
  const prefix = `test-${process.pid}-${Date.now()}:`;
  const clients = [new Redis(redisUrl ?? ""), new Redis(redisUrl ?? "")];
  afterAll(async () => {
    const [first] = clients;
    const keys = first ? await first.keys(`*${prefix}*`) : [];
    if (first && keys.length > 0) await first.del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  it("counts one budget across two app instances", async () => {
    const [a, b] = clients.map((client) => createRedisRateLimiter(client, `rl:${prefix}`));
    if (!a || !b) throw new Error("limiters missing");
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [
      await a.hit("ip", rule),
      await b.hit("ip", rule),
      await a.hit("ip", rule),
      await b.hit("ip", rule),
    ];
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(55);
  });

  it("locks an account on every instance", async () => {
    const [a, b] = clients.map((client) => createLockout(POLICY, client));
    if (!a || !b) throw new Error("lockouts missing");
    const key = `${prefix}eva@example.com`;
    for (let index = 0; index < 4; index += 1) await (index % 2 ? a : b).recordFailure(key);
    expect(await a.recordFailure(key)).toBe(60);
    expect(await b.waitSeconds(key)).toBeGreaterThan(58);
    await b.clear(key);
    expect(await a.waitSeconds(key)).toBe(0);
  });
});
