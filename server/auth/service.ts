import type { FastifyRequest } from "fastify";
import type { Language, TAuthSession } from "../../contracts/auth";
import type { AppContext } from "../context";
import { buildPasswordChangedEmail } from "../email/auth-emails";
import { AppError } from "../core/errors";
import { toAddressKey } from "../limits/client-address";
import { tooManyRequests } from "../limits/request-limits";
import { hasMailbox } from "./email-flows";
import { sendEmailLink, throttleEmailSend } from "./email-links";
import type { CodeChallenge } from "./pkce";
import { isRequestOriginAllowed, resolveRedirect } from "./origins";
import { queueMail } from "./queued-mail";
import { findPasswordProblems } from "./password-rules";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { verifyPasswordUnderLockout } from "./password-under-lockout";
import { revokeAuthSessions } from "./session-store";
import { startSession } from "./sessions";
import { findUserByEmail, insertUser, updateUser, type User } from "./store";
import type { CurrentUser } from "./current-user";

export interface SignUpInput {
  email: string;
  password: string;
  displayName?: string;
  language: Language;
  /** Sign-up `options.data` beyond display_name and language (already size-checked). */
  userMetadata?: Record<string, unknown>;
  redirectTo?: string;
  /** PKCE: the confirmation link then lands with `?code=`. */
  challenge?: CodeChallenge;
}

/**
 * Creates an unconfirmed account and e-mails its confirmation link. Order of refusals: origin,
 * password rules (length, leaked, strength), existing account (docs/product.md, "Sign-up, sign-in and codes").
 */
export async function signUp(context: AppContext, request: FastifyRequest, input: SignUpInput): Promise<User> {
  if (!isRequestOriginAllowed(request, context)) {
    throw new AppError(403, "cors_origin_not_allowed", "Origin not allowed");
  }
  assertPasswordAcceptable(input.password, input.email);
  const email = input.email.toLowerCase();
  const user = await insertUser(context.database.db, {
    email,
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName || email.split("@")[0] || email,
    language: input.language,
    userMetadata: input.userMetadata ?? {},
  });
  if (!user) throw new AppError(409, "user_already_exists", "User already registered");
  const redirectTo = resolveRedirect(context, input.redirectTo, "/");
  await sendEmailLink(context, request, user, "signup", redirectTo, { challenge: input.challenge });
  return user;
}

/** Throws `weak_password` (with reasons) or `pwned_password` for an unacceptable password. */
export function assertPasswordAcceptable(password: string, email: string): void {
  const problems = findPasswordProblems(password, email);
  if (problems.includes("pwned")) {
    throw new AppError(422, "pwned_password", "Password is known to have leaked", {
      reasons: problems,
    });
  }
  if (problems.length > 0) {
    throw new AppError(422, "weak_password", "Password is too weak", { reasons: problems });
  }
}

/**
 * Password sign-in. A locked account answers 429 before any check; an unknown e-mail costs the
 * same hash verification as a wrong password; the confirmation and ban are revealed only to
 * someone who knows the password.
 */
export async function signInWithPassword(
  context: AppContext,
  request: FastifyRequest,
  credentials: { email: string; password: string },
): Promise<TAuthSession> {
  const lockouts = context.signInLockouts;
  const email = credentials.email.trim().toLowerCase();
  const isGuarded = context.config.RATE_LIMITS_ENABLED;
  const pairKey = `${email} ${toAddressKey(request.ip)}`;
  if (isGuarded) {
    const wait = (await lockouts.accountAndIp.startAttempt(pairKey)) || (await lockouts.account.startAttempt(email));
    if (wait > 0) throw tooManyRequests(wait, "over_request_rate_limit");
  }
  const user = await findUserByEmail(context.database.db, email);
  const isValid = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !isValid) throw new AppError(400, "invalid_credentials", "Invalid login credentials");
  if (isGuarded) {
    await lockouts.accountAndIp.clear(pairKey);
    await lockouts.account.clear(email);
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(credentials.password);
    await updateUser(context.database.db, user.id, { passwordHash });
  }
  if (!user.emailConfirmedAt) throw new AppError(400, "email_not_confirmed", "Email not confirmed");
  if (user.disabled) throw new AppError(400, "user_banned", "User is banned");
  return startSession(context, user, request.headers["user-agent"]);
}

/**
 * Always answers the same, and as fast, whether or not the e-mail has an account (no user
 * enumeration): the account is looked up, and the link made and mailed, after the response.
 */
export async function requestPasswordRecovery(
  context: AppContext,
  request: FastifyRequest,
  input: { email: string; redirectTo?: string; challenge?: CodeChallenge },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await throttleEmailSend(context, "recovery", email);
  const redirectTo = resolveRedirect(context, input.redirectTo, "/reset-password");
  queueMail(request, async () => {
    const user = await findUserByEmail(context.database.db, email);
    // Accounts made by a quick-access code have no mailbox (their address is under .invalid).
    if (!user || user.disabled || !hasMailbox(user)) return;
    await sendEmailLink(context, request, user, "recovery", redirectTo, {
      challenge: input.challenge,
    });
  });
}

/**
 * Changes the password of the signed-in user, signs out their other devices (in the same
 * transaction, so no other device outlives the old password) and tells them by e-mail. The
 * current password is required, except in a session opened by a reset link and for an account
 * that has none (quick-access code); wrong guesses count toward the sign-in lockout.
 */
export async function changePassword(
  context: AppContext,
  request: FastifyRequest,
  session: { currentUser: CurrentUser; user: User },
  input: { password: string; currentPassword?: string },
): Promise<User> {
  const { currentUser, user } = session;
  if (user.passwordHash && currentUser.signInMethod !== "recovery") {
    await assertCurrentPassword(context, request, user, input.currentPassword);
  }
  assertPasswordAcceptable(input.password, user.email);
  if (user.passwordHash && (await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError(422, "same_password", "New password should be different from the old password.");
  }
  const passwordHash = await hashPassword(input.password);
  const updated = await context.database.db.transaction(async (tx) => {
    const changed = await updateUser(tx, user.id, { passwordHash });
    await revokeAuthSessions(tx, { userId: user.id, exceptSessionId: currentUser.sessionId });
    return changed;
  });
  if (!updated) throw new AppError(404, "user_not_found", "User not found");
  await context.mailer.send(buildPasswordChangedEmail(updated)).catch((error: unknown) => {
    context.log.error({ err: error }, "password-changed notice not delivered");
  });
  return updated;
}

async function assertCurrentPassword(
  context: AppContext,
  request: FastifyRequest,
  user: User,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) {
    throw new AppError(400, "current_password_required", "The current password is required");
  }
  if (!(await verifyPasswordUnderLockout(context, request, user, currentPassword, "over_request_rate_limit"))) {
    throw new AppError(400, "current_password_mismatch", "The current password is not correct");
  }
}
