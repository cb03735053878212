import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { toAddressKey } from "../limits/client-address";
import type { LimitRule } from "../limits/rate-limiter";

/**
 * Counts a visitor's write (comment, subscription, contact message) against its IP's budget;
 * past it, 429 `rate_limited` with Retry-After.
 */
export async function enforceVisitorLimit(
  context: AppContext,
  request: FastifyRequest,
  name: string,
  rule: LimitRule,
): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`visitor:${name}:${toAddressKey(request.ip)}`, rule);
  if (result.allowed) return;
  const seconds = result.retryAfterSeconds;
  throw new AppError(
    429,
    "rate_limited",
    `Too many requests. Try again in ${seconds} seconds.`,
    { retry_after_seconds: seconds },
    { "retry-after": String(seconds) },
  );
}
