import type { Redis } from "ioredis";

export interface LockoutPolicy {
  /** Failures in a row before the first wait. */
  threshold: number;
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * Failures in a row per key (an account's e-mail) with waits that double from `baseSeconds`
 * after `threshold` failures, capped at `maxSeconds` (issue 3, from Ghost's brute-force guard).
 * Keyed by e-mail whatever the IP, and whether or not the account exists, so the lockout
 * itself tells nothing about which accounts exist.
 */
export interface Lockout {
  /** Seconds the key must still wait; 0 when it may try. */
  waitSeconds: (key: string) => Promise<number>;
  /** Counts a failure; answers the wait it now imposes (0 below the threshold). */
  recordFailure: (key: string) => Promise<number>;
  clear: (key: string) => Promise<void>;
}

/** How long failures are remembered without a new one. */
const MEMORY_SECONDS = 24 * 3600;

export function createLockout(
  policy: LockoutPolicy,
  redis?: Redis,
  now: () => number = Date.now,
): Lockout {
  return redis ? createRedisLockout(policy, redis, now) : createMemoryLockout(policy, now);
}

export function computeWaitSeconds(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 30);
  return Math.min(policy.baseSeconds * 2 ** doublings, policy.maxSeconds);
}

function createMemoryLockout(policy: LockoutPolicy, now: () => number): Lockout {
  const entries = new Map<string, { failures: number; lockedUntil: number; forgetAt: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.forgetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitSeconds: async (key) => secondsUntil(read(key)?.lockedUntil ?? 0, now()),
    recordFailure: async (key) => {
      const failures = (read(key)?.failures ?? 0) + 1;
      const wait = computeWaitSeconds(failures, policy);
      const time = now();
      entries.set(key, {
        failures,
        lockedUntil: time + wait * 1000,
        forgetAt: time + MEMORY_SECONDS * 1000,
      });
      if (entries.size > 100_000)
        for (const [k, e] of entries) if (e.forgetAt <= time) entries.delete(k);
      return wait;
    },
    clear: async (key) => {
      entries.delete(key);
    },
  };
}

function createRedisLockout(
  policy: LockoutPolicy,
  redis: Redis,
  now: () => number,
  prefix = "lockout:",
): Lockout {
  return {
    waitSeconds: async (key) => {
      const lockedUntil = await redis.hget(`${prefix}${key}`, "lockedUntil");
      return secondsUntil(Number(lockedUntil ?? 0), now());
    },
    recordFailure: async (key) => {
      const redisKey = `${prefix}${key}`;
      const failures = await redis.hincrby(redisKey, "failures", 1);
      const wait = computeWaitSeconds(failures, policy);
      await redis
        .multi()
        .hset(redisKey, "lockedUntil", String(now() + wait * 1000))
        .expire(redisKey, MEMORY_SECONDS)
        .exec();
      return wait;
    },
    clear: async (key) => {
      await redis.del(`${prefix}${key}`);
    },
  };
}

function secondsUntil(time: number, current: number): number {
  return time > current ? Math.ceil((time - current) / 1000) : 0;
}
