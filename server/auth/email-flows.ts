import type { FastifyRequest } from "fastify";
import type { Language } from "../../contracts/auth";
import type { AppContext } from "../context";
import { buildEmailChangeNotice } from "../email/auth-emails";
import { AppError } from "../core/errors";
import { tooManyRequests } from "../limits/request-limits";
import { sendEmailLink, throttleEmailSend } from "./email-links";
import { resolveRedirect } from "./origins";
import type { CodeChallenge } from "./pkce";
import { queueMail } from "./queued-mail";
import { findUserByAnyEmail, findUserByEmail, insertUser, updateUser, type User } from "./store";
import type { MetadataChange } from "./user-metadata";

/** Addresses made for quick-access codes (RFC 2606 `.invalid`): no mailbox behind them. */
export function hasMailbox(user: Pick<User, "email">): boolean {
  return !user.email.endsWith(".invalid");
}

/**
 * `POST /resend`: another confirmation link (signup) or e-mail-change link, one per address
 * per EMAIL_RESEND_SECONDS. Answers the same whether or not the address has an account, or
 * anything to resend; the link is made and mailed after the response.
 */
export async function resendEmailLink(
  context: AppContext,
  request: FastifyRequest,
  input: { email: string; type: "signup" | "email_change"; redirectTo?: string; challenge?: CodeChallenge },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await throttleEmailSend(context, input.type, email);
  const redirectTo = resolveRedirect(context, input.redirectTo, "/");
  const options = { challenge: input.challenge };
  queueMail(request, async () => {
    const { db } = context.database;
    if (input.type === "signup") {
      const user = await findUserByEmail(db, email);
      if (!user || user.disabled || user.emailConfirmedAt || !hasMailbox(user)) return;
      await sendEmailLink(context, request, user, "signup", redirectTo, options);
      return;
    }
    const user = await findUserByAnyEmail(db, email);
    if (!user?.newEmail || user.disabled) return;
    await sendEmailLink(context, request, user, "email_change", redirectTo, {
      ...options,
      to: user.newEmail,
    });
  });
}

export interface OtpRequest {
  email: string;
  createUser: boolean;
  metadata: MetadataChange;
  language: Language;
  redirectTo?: string;
  challenge?: CodeChallenge;
}

/**
 * `POST /otp`: mails a sign-in link with a 6-digit code. An unknown address gets an account
 * (confirmed by the link) unless `create_user` is false; either way the answer is the same and
 * comes before any lookup (no user enumeration), like recover.
 */
export async function sendSignInLink(context: AppContext, request: FastifyRequest, input: OtpRequest): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await throttleEmailSend(context, "magiclink", email);
  const redirectTo = resolveRedirect(context, input.redirectTo, "/");
  queueMail(request, async () => {
    const { db } = context.database;
    let user = await findUserByEmail(db, email);
    if (!user && input.createUser) {
      user =
        (await insertUser(db, {
          email,
          passwordHash: null,
          displayName: input.metadata.displayName || email.split("@")[0] || email,
          language: input.metadata.language ?? input.language,
          userMetadata: input.metadata.userMetadata,
        })) ?? (await findUserByEmail(db, email));
    }
    if (!user || user.disabled || !hasMailbox(user)) return;
    await sendEmailLink(context, request, user, "magiclink", redirectTo, {
      challenge: input.challenge,
      withCode: true,
    });
  });
}

/**
 * `PUT /user { email }`: the address changes only once the link mailed to the new one is
 * used; the current one is told (GoTrue's `new_email` holds the pending address).
 */
export async function requestEmailChange(
  context: AppContext,
  request: FastifyRequest,
  user: User,
  input: { email: string; redirectTo?: string; challenge?: CodeChallenge },
): Promise<User> {
  const { db } = context.database;
  const newEmail = input.email.trim().toLowerCase();
  if (newEmail === user.email) return user;
  const holder = await findUserByEmail(db, newEmail);
  if (holder) {
    throw new AppError(422, "email_exists", "A user with this email address has already been registered");
  }
  await throttleEmailSend(context, "email_change", user.id);
  const updated = (await updateUser(db, user.id, { newEmail })) ?? user;
  const redirectTo = resolveRedirect(context, input.redirectTo, "/");
  await sendEmailLink(context, request, updated, "email_change", redirectTo, {
    challenge: input.challenge,
    withCode: true,
    to: newEmail,
  });
  if (hasMailbox(user)) {
    await context.mailer.send(buildEmailChangeNotice(user, newEmail)).catch((error: unknown) => {
      request.log.error({ err: error }, "e-mail change notice not delivered");
    });
  }
  return updated;
}

const CODE_ATTEMPTS = { limit: 5, windowSeconds: 900 };

/** Guesses at an address's 6-digit code: 5 per 15 minutes, on top of the per-IP budget. */
export async function limitCodeAttempts(context: AppContext, email: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`otp-verify:${email.trim().toLowerCase()}`, CODE_ATTEMPTS);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, "over_request_rate_limit");
}
