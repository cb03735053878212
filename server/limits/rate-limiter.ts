import type { Redis } from "ioredis";
import { pruneToBound } from "./bounded-map";

export interface LimitRule {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets; what Retry-After says. */
  retryAfterSeconds: number;
}

/** Counts hits per key in fixed windows. In-process by default, Redis to share across instances. */
export interface RateLimiter {
  hit: (key: string, rule: LimitRule) => Promise<LimitResult>;
  reset: (key: string) => Promise<void>;
}

/** Keys counted at once in memory; past it the oldest windows are forgotten (bounded-map.ts). */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit: async (key, { limit, windowSeconds }) => {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.delete(key);
        windows.set(key, window);
        pruneToBound(windows, MEMORY_LIMITER_MAX_KEYS, (entry) => entry.resetAt <= time);
      }
      window.count += 1;
      return toResult(window.count, limit, window.resetAt - time);
    },
    reset: async (key) => {
      windows.delete(key);
    },
  };
}

/**
 * One hit, atomically: count it, and give the window its expiry when it has none (its first hit,
 * or a counter an older version left without one). One script, so no crash between two commands
 * can leave a counter without expiry, which would block its caller for good. Answers the count and
 * the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export function createRedisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  return {
    hit: async (key, { limit, windowSeconds }) => {
      const [count, remainingMs] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return toResult(count, limit, remainingMs);
    },
    reset: async (key) => {
      await redis.del(`${prefix}${key}`);
    },
  };
}

function toResult(count: number, limit: number, remainingMs: number): LimitResult {
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  };
}
