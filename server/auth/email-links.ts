import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { buildLinkEmail } from "../email/auth-emails";
import { tooManyRequests } from "../limits/request-limits";
import { generateSecretToken, hashSecretToken } from "./secret-tokens";
import { insertOneTimeToken, type OneTimeTokenKind, type User } from "./store";

/**
 * One confirmation or reset e-mail per address per EMAIL_RESEND_SECONDS, counted for any
 * address, known or not, so the answer tells nothing about which accounts exist.
 */
export async function throttleEmailSend(
  context: AppContext,
  kind: OneTimeTokenKind,
  email: string,
): Promise<void> {
  const windowSeconds = context.config.EMAIL_RESEND_SECONDS;
  if (!context.config.RATE_LIMITS_ENABLED || windowSeconds === 0) return;
  const result = await context.limiter.hit(`email:${kind}:${email.toLowerCase()}`, {
    limit: 1,
    windowSeconds,
  });
  if (!result.allowed)
    throw tooManyRequests(result.retryAfterSeconds, "over_email_send_rate_limit");
}

/**
 * E-mails a single-use link to `/api/auth/verify`, which signs the user in and lands on
 * `redirectTo` (already checked against the allowed origins). A delivery failure is logged and
 * kept in the outbox as failed; the user can ask for another link.
 */
export async function sendEmailLink(
  context: AppContext,
  request: FastifyRequest,
  user: User,
  kind: OneTimeTokenKind,
  redirectTo: string,
): Promise<void> {
  const ttlSeconds = context.config.EMAIL_LINK_TTL_SECONDS;
  const token = generateSecretToken();
  await insertOneTimeToken(context.database.db, {
    userId: user.id,
    kind,
    tokenHash: hashSecretToken(token),
    redirectTo,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  const link = new URL("/api/auth/verify", context.siteOrigin);
  link.search = new URLSearchParams({ token, type: kind, redirect_to: redirectTo }).toString();
  const email = {
    ...buildLinkEmail(
      kind === "signup" ? "signupConfirmation" : "recovery",
      user,
      link.toString(),
      ttlSeconds,
    ),
    secrets: [token],
  };
  try {
    await context.mailer.send(email);
  } catch (error) {
    request.log.error({ err: error, template: email.template }, "auth e-mail not delivered");
  }
}
