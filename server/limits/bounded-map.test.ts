import { describe, expect, it } from "vitest";
import { pruneToBound } from "./bounded-map";
import { createMemoryRateLimiter, MEMORY_LIMITER_MAX_KEYS } from "./rate-limiter";

describe("pruneToBound", () => {
  it("leaves a map within its bound alone", () => {
    const map = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    pruneToBound(map, 2, () => true);
    expect([...map.keys()]).toEqual(["a", "b"]);
  });

  it("drops stale entries first, then the oldest written, down to 90 % of the bound", () => {
    const map = new Map(Array.from({ length: 21 }, (_, index) => [`key-${index}`, index] as const));
    pruneToBound(map, 20, (value) => value % 10 === 5);
    expect(map.size).toBe(18);
    expect(map.has("key-5")).toBe(false);
    expect(map.has("key-15")).toBe(false);
    expect(map.has("key-0")).toBe(false);
    expect(map.has("key-20")).toBe(true);
  });
});

describe("in-memory rate limiter", () => {
  it("stays within its key bound when every request comes from a new key, and keeps counting recent keys", async () => {
    const limiter = createMemoryRateLimiter();
    const rule = { limit: 1, windowSeconds: 3600 };
    for (let index = 0; index < MEMORY_LIMITER_MAX_KEYS * 1.5; index += 1) await limiter.hit(`address-${index}`, rule);
    const recent = `address-${MEMORY_LIMITER_MAX_KEYS * 1.5 - 1}`;
    expect((await limiter.hit(recent, rule)).allowed).toBe(false);
    // The oldest windows were forgotten to keep the bound: that address counts from zero again.
    expect((await limiter.hit("address-0", rule)).allowed).toBe(true);
  });
});
