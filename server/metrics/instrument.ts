import type { Mailer } from "../email/mailer";
import type { PublicCache } from "../cache/public-cache";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Metrics } from "./registry";

/** The same limiter, counting refusals. */
export function countRefusals(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    ...limiter,
    hit: async (key, rule) => {
      const result = await limiter.hit(key, rule);
      if (!result.allowed) metrics.rateLimitRefusals.inc();
      return result;
    },
  };
}

/**
 * The same mailer, counting messages stored and their outcome: `sent` through SMTP, or kept in
 * the `outbox` when no SMTP server is configured.
 */
export function countEmails(mailer: Mailer, metrics: Metrics, delivered: "sent" | "outbox"): Mailer {
  return {
    ...mailer,
    send: async (email) => {
      metrics.emails.inc({ status: "queued" });
      try {
        await mailer.send(email);
        metrics.emails.inc({ status: delivered });
      } catch (error) {
        metrics.emails.inc({ status: "failed" });
        throw error;
      }
    },
  };
}

/** The same cache, counting hits and misses (a miss is a read that had to load). */
export function countCacheReads(cache: PublicCache, metrics: Metrics): PublicCache {
  return {
    ...cache,
    read: async (namespace, key, load, options) => {
      let isMiss = false;
      const value = await cache.read(
        namespace,
        key,
        () => {
          isMiss = true;
          return load();
        },
        options,
      );
      metrics.cacheReads.inc({ namespace, result: isMiss ? "miss" : "hit" });
      return value;
    },
  };
}
