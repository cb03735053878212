import type { Redis } from "ioredis";
import { pruneToBound } from "./bounded-map";

export interface LockoutPolicy {
  /** Failures in a row before the first wait. */
  threshold: number;
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * Failures in a row per key with waits that double from `baseSeconds` after `threshold`
 * failures, capped at `maxSeconds` (from Ghost's brute-force guard). Sign-in keeps two:
 * one per account and IP, and a wider one per account (docs/decisions.md).
 *
 * An attempt is counted as a failure when it starts, in the same atomic step as the check, so
 * guesses sent in parallel cannot all slip in before the first failure is recorded; a success
 * clears the key.
 */
export interface Lockout {
  /** Counts one attempt and answers 0, or answers the seconds still to wait (not counted). */
  startAttempt: (key: string) => Promise<number>;
  clear: (key: string) => Promise<void>;
}

/** How long failures are remembered without a new one. */
const MEMORY_SECONDS = 24 * 3600;
/** Keys remembered at once in memory; past it the least recently failed are forgotten. */
export const MEMORY_LOCKOUT_MAX_KEYS = 100_000;

export function createLockout(
  policy: LockoutPolicy,
  redis?: Redis,
  {
    prefix = "lockout:",
    now = Date.now,
  }: { prefix?: string; /** In memory only; Redis uses its own TIME. */ now?: () => number } = {},
): Lockout {
  return redis ? createRedisLockout(policy, redis, prefix) : createMemoryLockout(policy, now);
}

export function computeWaitSeconds(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 30);
  return Math.min(policy.baseSeconds * 2 ** doublings, policy.maxSeconds);
}

function createMemoryLockout(policy: LockoutPolicy, now: () => number): Lockout {
  const entries = new Map<string, { failures: number; lockedUntil: number; forgetAt: number }>();
  return {
    // No await between reading and writing: one step on the event loop, so it is atomic.
    startAttempt: async (key) => {
      const time = now();
      let entry = entries.get(key);
      if (entry && entry.forgetAt <= time) entry = undefined;
      const wait = secondsUntil(entry?.lockedUntil ?? 0, time);
      if (wait > 0) return wait;
      const failures = (entry?.failures ?? 0) + 1;
      entries.delete(key);
      entries.set(key, {
        failures,
        lockedUntil: time + computeWaitSeconds(failures, policy) * 1000,
        forgetAt: time + MEMORY_SECONDS * 1000,
      });
      pruneToBound(entries, MEMORY_LOCKOUT_MAX_KEYS, (remembered) => remembered.forgetAt <= time);
      return 0;
    },
    clear: async (key) => {
      entries.delete(key);
    },
  };
}

/**
 * KEYS[1]: the lockout hash. ARGV: threshold, base and max seconds, memory seconds.
 * Answers the milliseconds still to wait, or 0 after counting the attempt. The time is Redis's
 * own (TIME), one clock for every instance; a lock is written only when there is a wait, so an
 * instance whose clock runs ahead cannot leave a "lock until my now" that another one obeys.
 */
const START_ATTEMPT_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local locked = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if locked > now then return locked - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local threshold = tonumber(ARGV[1])
if failures >= threshold then
  local wait = math.min(tonumber(ARGV[2]) * 2 ^ math.min(failures - threshold, 30), tonumber(ARGV[3]))
  redis.call('HSET', KEYS[1], 'lockedUntil', string.format('%.0f', now + wait * 1000))
end
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
return 0
`;

function createRedisLockout(policy: LockoutPolicy, redis: Redis, prefix: string): Lockout {
  return {
    startAttempt: async (key) => {
      const waitMs = await redis.eval(
        START_ATTEMPT_SCRIPT,
        1,
        `${prefix}${key}`,
        policy.threshold,
        policy.baseSeconds,
        policy.maxSeconds,
        MEMORY_SECONDS,
      );
      return Math.ceil(Number(waitMs) / 1000);
    },
    clear: async (key) => {
      await redis.del(`${prefix}${key}`);
    },
  };
}

function secondsUntil(time: number, current: number): number {
  return time > current ? Math.ceil((time - current) / 1000) : 0;
}
