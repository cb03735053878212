import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./rate-limiter";

const RULE = { limit: 3, windowSeconds: 60 };

describe("the in-memory rate limiter", () => {
  it("lets the limit through in a window and opens again when it ends", async () => {
    let time = 0;
    const limiter = createMemoryRateLimiter(() => time);
    const results = [];
    for (let hit = 0; hit < 4; hit += 1) results.push(await limiter.hit("ip", RULE));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
    time += 60_000;
    expect((await limiter.hit("ip", RULE)).allowed).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("the Redis rate limiter", () => {
  const redis = new Redis(redisUrl ?? "", { lazyConnect: false });
  // Redis outlives the test run: a random prefix keeps runs apart.
  const prefix = `rl:test:${randomBytes(6).toString("hex")}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("gives every window its expiry in the same script that counts its first hit", async () => {
    const limiter = createRedisRateLimiter(redis, prefix);
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.hit("burst", RULE)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    const ttl = await redis.pttl(`${prefix}burst`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.get(`${prefix}burst`)).toBe("10");
  });

  it("gives a counter left without expiry one on its next hit", async () => {
    await redis.set(`${prefix}stuck`, "99");
    const limiter = createRedisRateLimiter(redis, prefix);
    const result = await limiter.hit("stuck", RULE);
    expect(result.allowed).toBe(false);
    expect(result.retryAfterSeconds).toBe(60);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(55_000);
  });

  it("counts within a window without moving its end", async () => {
    await redis.set(`${prefix}running`, "1", "PX", 30_000);
    const limiter = createRedisRateLimiter(redis, prefix);
    const result = await limiter.hit("running", RULE);
    expect(result.remaining).toBe(1);
    expect(result.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await redis.pttl(`${prefix}running`)).toBeLessThanOrEqual(30_000);
  });

  it("starts a new window after reset", async () => {
    const limiter = createRedisRateLimiter(redis, prefix);
    for (let hit = 0; hit < 4; hit += 1) await limiter.hit("again", RULE);
    await limiter.reset("again");
    expect((await limiter.hit("again", RULE)).remaining).toBe(2);
  });
});
