import type { AppContext } from "../context";
import { tooManyRequests } from "../limits/request-limits";

/** A per-user burst limit on top of the daily quota (`rate_limited`), shared by every AI call. */
export async function enforceChatRate(context: AppContext, userId: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`chat:${userId}`, {
    limit: context.config.RATE_LIMIT_CHAT_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
