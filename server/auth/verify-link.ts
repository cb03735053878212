import type { FastifyRequest } from "fastify";
import type { TAuthSession } from "../../contracts/auth";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { hashOneTimeCode } from "./email-links";
import { resolveRedirect } from "./origins";
import { issueAuthCode, readCodeChallenge } from "./pkce";
import { hashSecretToken } from "../tokens/secret-tokens";
import { startSession, type SignInMethod } from "./sessions";
import {
  consumeOneTimeCode,
  consumeOneTimeToken,
  findUserByAnyEmail,
  findUserByEmail,
  findUserById,
  updateUser,
  type OneTimeTokenKind,
  type User,
} from "./store";

/** The `type` of a verification: a link's kind, or auth-js's `email` (a sign-in code). */
export type VerifyType = OneTimeTokenKind | "email";

/** Which stored kinds each `type` spends: `email` takes a magic link's or a sign-up's code. */
const KINDS_OF: Record<VerifyType, readonly OneTimeTokenKind[]> = {
  signup: ["signup"],
  recovery: ["recovery"],
  magiclink: ["magiclink"],
  email_change: ["email_change"],
  email: ["magiclink", "signup"],
};

const SIGN_IN_METHOD_OF: Record<OneTimeTokenKind, SignInMethod> = {
  signup: "signup",
  recovery: "recovery",
  magiclink: "otp",
  email_change: "email_change",
};

type SpentToken = NonNullable<Awaited<ReturnType<typeof consumeOneTimeToken>>>;

/**
 * Where `POST /api/auth/verify` (the landing page's button) sends the browser: the link's
 * stored redirect with `?code=&type=` for a link asked for with PKCE, else with the session in
 * the fragment (auth-js's implicit flow), or with GoTrue's error fragment for a used, expired or
 * unknown link.
 */
export async function verifyEmailLink(
  context: AppContext,
  request: FastifyRequest,
  input: { token: string; type: OneTimeTokenKind; redirectTo?: string },
): Promise<string> {
  const { db } = context.database;
  const fallback = resolveRedirect(context, input.redirectTo, input.type === "recovery" ? "/reset-password" : "/");
  const token = await consumeOneTimeToken(db, hashSecretToken(input.token), [input.type]);
  const applied = token ? await applyVerification(context, token) : undefined;
  if (!token || !applied || "problem" in applied) {
    const isTaken = applied && "problem" in applied;
    return withFragment(fallback, {
      error: "access_denied",
      error_code: isTaken ? "email_exists" : "otp_expired",
      error_description: isTaken
        ? "Email address already registered by another user"
        : "Email link is invalid or has expired",
    });
  }
  const target = token.redirectTo ? resolveRedirect(context, token.redirectTo, "/") : fallback;
  const method = SIGN_IN_METHOD_OF[input.type];
  const challenge = readCodeChallenge({
    code_challenge: token.codeChallenge,
    code_challenge_method: token.codeChallengeMethod,
  });
  if (challenge) {
    const code = await issueAuthCode(db, { userId: applied.id, challenge, signInMethod: method });
    const url = new URL(target);
    url.searchParams.set("code", code);
    // Beyond GoTrue: the page learns which link it was even where the code cannot be exchanged
    // (another browser, without the verifier): a sign-up there is confirmed all the same.
    url.searchParams.set("type", input.type);
    return url.toString();
  }
  const session = await startSession(context, applied, request.headers["user-agent"], { method });
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: input.type,
  });
}

/**
 * `POST /api/auth/verify` from auth-js's `verifyOtp`: a link's token (`token_hash`) or the
 * address and its 6-digit code. Answers the session; wrong, used or expired: 403 `otp_expired`.
 */
export async function verifyOtp(
  context: AppContext,
  request: FastifyRequest,
  input: { type: VerifyType; tokenHash?: string; email?: string; code?: string },
): Promise<TAuthSession> {
  const token = await spendOtp(context, input);
  const applied = token ? await applyVerification(context, token) : undefined;
  if (!token || !applied) {
    throw new AppError(403, "otp_expired", "Token has expired or is invalid");
  }
  if ("problem" in applied) {
    throw new AppError(422, "email_exists", "Email address already registered by another user");
  }
  const method = SIGN_IN_METHOD_OF[token.kind as OneTimeTokenKind];
  return startSession(context, applied, request.headers["user-agent"], { method });
}

async function spendOtp(
  context: AppContext,
  input: { type: VerifyType; tokenHash?: string; email?: string; code?: string },
): Promise<SpentToken | undefined> {
  const { db } = context.database;
  const kinds = KINDS_OF[input.type];
  if (input.tokenHash) return consumeOneTimeToken(db, hashSecretToken(input.tokenHash), kinds);
  if (!input.email || !input.code) return undefined;
  const user =
    input.type === "email_change" ? await findUserByAnyEmail(db, input.email) : await findUserByEmail(db, input.email);
  if (!user) return undefined;
  return consumeOneTimeCode(db, user.id, hashOneTimeCode(context, user.id, input.code), kinds);
}

/**
 * What a spent token proves: the mailbox (so the address is confirmed), and for an e-mail
 * change, the new mailbox (the address switches now). Undefined for a gone or disabled account.
 */
async function applyVerification(
  context: AppContext,
  token: SpentToken,
): Promise<User | { problem: "email_taken" } | undefined> {
  const { db } = context.database;
  const user = await findUserById(db, token.userId);
  if (!user || user.disabled) return undefined;
  if (token.kind === "email_change") {
    if (!user.newEmail) return undefined;
    const holder = await findUserByEmail(db, user.newEmail);
    if (holder && holder.id !== user.id) return { problem: "email_taken" };
    return (await updateUser(db, user.id, { email: user.newEmail, newEmail: null })) ?? user;
  }
  if (user.emailConfirmedAt) return user;
  return (await updateUser(db, user.id, { emailConfirmedAt: new Date() })) ?? user;
}

function withFragment(url: string, values: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(values).toString();
  return target.toString();
}
