import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { computeWaitSeconds, createLockout } from "./lockout";
import { createRedisRateLimiter } from "./rate-limiter";

const POLICY = { threshold: 5, baseSeconds: 60, maxSeconds: 3600 };

describe("lockout waits", () => {
  it("start at one minute on the 5th failure, double each time, and stop at one hour", () => {
    const waits = [4, 5, 6, 7, 8, 9, 10, 11, 50].map((failures) => computeWaitSeconds(failures, POLICY));
    expect(waits).toEqual([0, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it("lift once the wait has passed and double on the next failure", async () => {
    let time = 0;
    const lockout = createLockout(POLICY, undefined, { now: () => time });
    for (let index = 0; index < 5; index += 1) expect(await lockout.startAttempt("ana@example.com")).toBe(0);
    expect(await lockout.startAttempt("ana@example.com")).toBe(60);
    time += 61_000;
    expect(await lockout.startAttempt("ana@example.com")).toBe(0);
    expect(await lockout.startAttempt("ana@example.com")).toBe(120);
    await lockout.clear("ana@example.com");
    expect(await lockout.startAttempt("ana@example.com")).toBe(0);
  });

  it("let exactly the threshold through when attempts arrive at once", async () => {
    const lockout = createLockout(POLICY);
    const waits = await Promise.all(Array.from({ length: 20 }, () => lockout.startAttempt("eva@example.com")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
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

  it("locks an account on every instance, letting exactly the threshold through at once", async () => {
    const [a, b] = clients.map((client) => createLockout(POLICY, client, { prefix }));
    if (!a || !b) throw new Error("lockouts missing");
    const key = "eva@example.com";
    const waits = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).startAttempt(key)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await b.startAttempt(key)).toBeGreaterThan(58);
    expect(await clients[0]?.exists(`${prefix}${key}`)).toBe(1);
    await b.clear(key);
    expect(await a.startAttempt(key)).toBe(0);
  });

  it("keeps no wait below the threshold, whatever the instances' clocks say", async () => {
    // Instance b's clock runs 5 s ahead; before, its attempt left a "lock" until its own now,
    // and instance a, reading its earlier clock, answered a spurious wait.
    const [a, b] = clients.map((client, index) =>
      createLockout(POLICY, client, { prefix, now: () => Date.now() + index * 5000 }),
    );
    if (!a || !b) throw new Error("lockouts missing");
    const key = "clocks@example.com";
    expect(await b.startAttempt(key)).toBe(0);
    expect(await a.startAttempt(key)).toBe(0);
    expect(await b.startAttempt(key)).toBe(0);
    expect(await a.startAttempt(key)).toBe(0);
    expect(await clients[0]?.hget(`${prefix}${key}`, "lockedUntil")).toBeNull();
    expect(await b.startAttempt(key)).toBe(0);
    expect(await a.startAttempt(key)).toBeGreaterThan(58);
  });
});
