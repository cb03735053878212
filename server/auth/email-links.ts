import { randomInt } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { buildLinkEmail, type LinkEmailKind } from "../email/auth-emails";
import { tooManyRequests } from "../limits/request-limits";
import type { CodeChallenge } from "./pkce";
import { generateSecretToken, hashSecretToken, hashWithKey } from "../tokens/secret-tokens";
import { insertOneTimeToken, type OneTimeTokenKind, type User } from "./store";

/**
 * One confirmation or reset e-mail per address per EMAIL_RESEND_SECONDS, counted for any
 * address, known or not, so the answer tells nothing about which accounts exist.
 */
export async function throttleEmailSend(context: AppContext, kind: OneTimeTokenKind, email: string): Promise<void> {
  const windowSeconds = context.config.EMAIL_RESEND_SECONDS;
  if (!context.config.RATE_LIMITS_ENABLED || windowSeconds === 0) return;
  const result = await context.limiter.hit(`email:${kind}:${email.toLowerCase()}`, {
    limit: 1,
    windowSeconds,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, "over_email_send_rate_limit");
}

const EMAIL_KIND: Record<OneTimeTokenKind, LinkEmailKind> = {
  signup: "signupConfirmation",
  recovery: "recovery",
  magiclink: "magicLink",
  email_change: "emailChange",
};

export interface EmailLinkOptions {
  /** PKCE: the link then lands with `?code=` instead of tokens in the fragment. */
  challenge?: CodeChallenge;
  /** Also mail a 6-digit code that `POST /verify { email, token }` accepts (sign-in by code). */
  withCode?: boolean;
  /** Another address than the account's (the new one of an e-mail change). */
  to?: string;
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
  options: EmailLinkOptions = {},
): Promise<void> {
  const ttlSeconds = context.config.EMAIL_LINK_TTL_SECONDS;
  const token = generateSecretToken();
  const code = options.withCode ? String(randomInt(0, 1_000_000)).padStart(6, "0") : undefined;
  await insertOneTimeToken(context.database.db, {
    userId: user.id,
    kind,
    tokenHash: hashSecretToken(token),
    codeHash: code ? hashOneTimeCode(context, user.id, code) : undefined,
    codeChallenge: options.challenge?.challenge,
    codeChallengeMethod: options.challenge?.method,
    redirectTo,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  const link = new URL("/api/auth/verify", context.siteOrigin);
  link.search = new URLSearchParams({ token, type: kind, redirect_to: redirectTo }).toString();
  const recipient = { ...user, email: options.to ?? user.email };
  const email = {
    ...buildLinkEmail(EMAIL_KIND[kind], recipient, link.toString(), ttlSeconds, code),
    secrets: code ? [token, code] : [token],
  };
  try {
    await context.mailer.send(email);
  } catch (error) {
    request.log.error({ err: error, template: email.template }, "auth e-mail not delivered");
  }
}

/** Keyed: six digits have too few values for a plain hash to hide them. */
export function hashOneTimeCode(context: AppContext, userId: string, code: string): string {
  return hashWithKey(context.hashKey, `otp:${userId}:${code}`);
}
