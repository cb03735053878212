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
  const link = buildLinkAddress(context, kind, token, redirectTo);
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

/**
 * Where the e-mailed link points. A reset link opens the page itself with GoTrue's `token_hash`,
 * which the page redeems (`verifyOtp`) when the new password is submitted, in whatever browser
 * it was opened: a `?code=` needs the PKCE verifier of the browser that asked, and people ask on
 * a laptop and open the mail on their phone. Other links open the landing page of
 * `/api/auth/verify`, whose button confirms (PKCE where the request carried a challenge).
 */
function buildLinkAddress(context: AppContext, kind: OneTimeTokenKind, token: string, redirectTo: string): URL {
  if (kind === "recovery") {
    const page = new URL(redirectTo);
    page.searchParams.set("token_hash", token);
    page.searchParams.set("type", kind);
    return page;
  }
  const landing = new URL("/api/auth/verify", context.siteOrigin);
  landing.search = new URLSearchParams({ token, type: kind, redirect_to: redirectTo }).toString();
  return landing;
}

/** Keyed: six digits have too few values for a plain hash to hide them. */
export function hashOneTimeCode(context: AppContext, userId: string, code: string): string {
  return hashWithKey(context.hashKey, `otp:${userId}:${code}`);
}
