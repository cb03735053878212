import type { LimitsContext } from "./request-limits";

/**
 * Mails our forms send to an address someone typed (newsletter confirmation, contact
 * acknowledgement): at most this many per address per hour, so nobody can use the site to
 * flood a stranger's inbox. Over it, the mail is simply not sent; the answer stays the same.
 */
const MAILS_PER_ADDRESS_PER_HOUR = 3;

/** True when another mail of `kind` may go to `address` now (and counts it). */
export async function mayMailAddress(context: LimitsContext, kind: string, address: string): Promise<boolean> {
  if (!context.config.RATE_LIMITS_ENABLED) return true;
  const result = await context.limiter.hit(`mail:${kind}:${address.trim().toLowerCase()}`, {
    limit: MAILS_PER_ADDRESS_PER_HOUR,
    windowSeconds: 3600,
  });
  return result.allowed;
}
