import type { FastifyRequest } from "fastify";
import type { Config } from "../core/config";
import { AppError } from "../core/errors";
import { toAddressKey } from "./client-address";
import type { LimitRule, RateLimiter } from "./rate-limiter";

/** What the limits need of the app: the switch, the budgets and the counter. */
export interface LimitsContext {
  config: Config;
  limiter: RateLimiter;
}

const FIVE_MINUTES = 300;

/** The per-IP budgets (defaults from Supabase Auth), by endpoint family. */
export function ipLimitRules(config: Config) {
  return {
    /** Sign-up, recover, verify and access-code calls. */
    auth: [{ limit: config.RATE_LIMIT_AUTH_PER_5_MIN, windowSeconds: FIVE_MINUTES }],
    token: [
      { limit: config.RATE_LIMIT_TOKEN_PER_5_MIN, windowSeconds: FIVE_MINUTES },
      { limit: config.RATE_LIMIT_TOKEN_BURST, windowSeconds: 60 },
    ],
  } satisfies Record<string, LimitRule[]>;
}

export type IpLimitName = keyof ReturnType<typeof ipLimitRules>;

/** Counts this request against its IP's budget of an endpoint family. */
export function enforceIpLimit(context: LimitsContext, request: FastifyRequest, name: IpLimitName): Promise<void> {
  return enforceIpRules(context, request, name, ipLimitRules(context.config)[name]);
}

/**
 * Counts this request against its IP's budget under each rule (clients behind one IPv6 /64
 * share it); past one, throws 429 `rate_limited` with Retry-After. The one per-IP limiter:
 * sign-in and sign-up families above, and visitors' writes (comments, newsletter, contact).
 */
export async function enforceIpRules(
  context: LimitsContext,
  request: FastifyRequest,
  name: string,
  rules: readonly LimitRule[],
): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  for (const rule of rules) {
    const key = `ip:${name}:${rule.windowSeconds}:${toAddressKey(request.ip)}`;
    const result = await context.limiter.hit(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }
}

/** 429 `rate_limited`; `details.retry_after_seconds` and the header say when to try again. */
export function tooManyRequests(retryAfterSeconds: number, code = "rate_limited"): AppError {
  return new AppError(
    429,
    code,
    `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
    { retry_after_seconds: retryAfterSeconds },
    { "retry-after": String(retryAfterSeconds) },
  );
}

/** Whose hourly upload allowance a file counts against: the services' or the chat's attachments. */
export type UploadAllowance = "service-upload" | "attachment-upload";

/**
 * Counts one upload against the member's hourly allowance (RATE_LIMIT_SERVICE_UPLOADS_PER_HOUR,
 * the services and the chat's attachments each their own); past it, 429 `rate_limited`. Every
 * file a member sends is parsed or decoded, so none comes in unmetered.
 */
export async function enforceUploadRate(
  context: LimitsContext,
  allowance: UploadAllowance,
  userId: string,
): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`${allowance}:${userId}`, {
    limit: context.config.RATE_LIMIT_SERVICE_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
