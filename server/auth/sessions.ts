import type { TAuthSession } from "../../contracts/auth";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { toAuthUser } from "./auth-user";
import { generateSecretToken, hashSecretToken } from "../tokens/secret-tokens";
import {
  countActiveAuthSessions,
  findRefreshTokenForUpdate,
  insertAuthSession,
  insertRefreshToken,
  lockAccountSessions,
  markRefreshTokenRotated,
  revokeAuthSessions,
} from "./session-store";
import { openSuccessor, sealSuccessor } from "./refresh-successor";
import { findUserById, touchUserActivity, type Executor, type User } from "./store";

const DAY_MS = 24 * 3600 * 1000;

/** How a session started (GoTrue's `amr` method). */
export const SIGN_IN_METHODS = ["password", "recovery", "signup", "access_code", "otp", "email_change"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export function toSignInMethod(value: string): SignInMethod {
  return SIGN_IN_METHODS.find((method) => method === value) ?? "password";
}

/** Sessions refreshed (or started) since this moment count as active. */
export function activeSessionsSince(context: AppContext): Date {
  return new Date(Date.now() - context.config.SESSION_ACTIVE_WINDOW_DAYS * DAY_MS);
}

/**
 * Signs `user` in on a new session (a new refresh-token family). When the account already has
 * MAX_ACTIVE_SESSIONS active ones, the session is still issued (the device
 * learns it from validate-session; docs/product.md, "Sessions") but stored refused, so its tokens work nowhere. A recovery
 * link is let in over the limit: it is how someone locked out of a full account gets back in,
 * and the password change that follows signs the other devices out.
 */
export async function startSession(
  context: AppContext,
  user: User,
  userAgent?: string,
  { method = "password" }: { method?: SignInMethod } = {},
): Promise<TAuthSession> {
  const { db } = context.database;
  const refreshToken = generateSecretToken();
  const { sessionId, isRefused } = await db.transaction(async (tx) => {
    await lockAccountSessions(tx, user.id);
    const active = await countActiveAuthSessions(tx, user.id, activeSessionsSince(context));
    const isRefused = method !== "recovery" && active >= context.config.MAX_ACTIVE_SESSIONS;
    const id = await insertAuthSession(tx, { userId: user.id, userAgent, method, isRefused });
    await insertRefreshToken(tx, id, hashSecretToken(refreshToken));
    return { sessionId: id, isRefused };
  });
  const signedInAt = new Date();
  if (!isRefused) await touchUserActivity(db, user.id, { lastSignInAt: signedInAt });
  const signedIn = { ...user, lastSignInAt: signedInAt };
  return buildSession(context, signedIn, { id: sessionId, method }, refreshToken);
}

type RefreshOutcome =
  | {
      kind: "rotated";
      sessionId: string;
      method: SignInMethod;
      userId: string;
      refreshToken: string;
    }
  | { kind: "reused" | "not_found" };

/**
 * How long a rotated refresh token still yields its successor (GoTrue's
 * `refresh_token_reuse_interval`): two tabs refreshing at once both get the same new token.
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;
/** Successors followed when the successor itself was rotated meanwhile (tabs racing on). */
const MAX_SUCCESSOR_STEPS = 10;

/**
 * Exchanges a refresh token for a new session pair. Each token works once; within the reuse
 * interval a rotated token answers the family's current token again, and after it, presenting
 * a rotated token means it leaked, so the whole family (the session) is revoked.
 */
export async function refreshSession(context: AppContext, refreshToken: string): Promise<TAuthSession> {
  const { db } = context.database;
  const staleBefore = activeSessionsSince(context);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(refreshToken));
    if (!row || row.session.revokedAt || row.token.createdAt < staleBefore) return { kind: "not_found" };
    const session = {
      sessionId: row.session.id,
      method: toSignInMethod(row.session.signInMethod),
      userId: row.session.userId,
    };
    if (row.token.rotatedAt) {
      const isWithinReuse = Date.now() - row.token.rotatedAt.getTime() < REFRESH_REUSE_INTERVAL_MS;
      const current = isWithinReuse ? await findCurrentSuccessor(tx, refreshToken) : undefined;
      if (current) return { kind: "rotated", ...session, refreshToken: current };
      await revokeAuthSessions(tx, { sessionId: row.session.id });
      return { kind: "reused" };
    }
    const next = generateSecretToken();
    await markRefreshTokenRotated(tx, row.token.id, sealSuccessor(refreshToken, next));
    await insertRefreshToken(tx, row.session.id, hashSecretToken(next));
    return { kind: "rotated", ...session, refreshToken: next };
  });
  if (outcome.kind === "reused") {
    throw new AppError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  if (outcome.kind !== "rotated") {
    throw new AppError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  }
  const user = await findUserById(db, outcome.userId);
  if (!user || user.disabled) {
    await revokeAuthSessions(db, { sessionId: outcome.sessionId });
    throw new AppError(400, "user_banned", "User is banned");
  }
  await touchUserActivity(db, user.id);
  const session = { id: outcome.sessionId, method: outcome.method };
  return buildSession(context, user, session, outcome.refreshToken);
}

/** The unrotated token the chain of successors from `token` leads to, if it can be opened. */
async function findCurrentSuccessor(tx: Executor, token: string): Promise<string | undefined> {
  let current = token;
  for (let step = 0; step < MAX_SUCCESSOR_STEPS; step += 1) {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(current));
    if (!row) return undefined;
    if (!row.token.rotatedAt) return current;
    const successor = row.token.successorSealed ? openSuccessor(current, row.token.successorSealed) : undefined;
    if (!successor) return undefined;
    current = successor;
  }
  return undefined;
}

async function buildSession(
  context: AppContext,
  user: User,
  session: { id: string; method: SignInMethod },
  refreshToken: string,
): Promise<TAuthSession> {
  const expiresIn = context.accessTokens.ttlSeconds;
  const accessToken = await context.accessTokens.sign({
    userId: user.id,
    email: user.email,
    sessionId: session.id,
    method: session.method,
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: toAuthUser(user),
  };
}
