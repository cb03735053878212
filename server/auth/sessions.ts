import type { TAuthSession } from "../../contracts/auth";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { toAuthUser } from "./auth-user";
import { generateSecretToken, hashSecretToken } from "./secret-tokens";
import {
  countActiveAuthSessions,
  findRefreshTokenForUpdate,
  insertAuthSession,
  insertRefreshToken,
  lockAccountSessions,
  markRefreshTokenRotated,
  revokeAuthSessions,
} from "./session-store";
import { findUserById, touchUserActivity, type User } from "./store";

const DAY_MS = 24 * 3600 * 1000;

/** Sessions refreshed (or started) since this moment count as active. */
export function activeSessionsSince(context: AppContext): Date {
  return new Date(Date.now() - context.config.SESSION_ACTIVE_WINDOW_DAYS * DAY_MS);
}

/**
 * Signs `user` in on a new session (a new refresh-token family). When the account already has
 * MAX_ACTIVE_SESSIONS active ones, the session is still issued (spec section 8: the device
 * learns it from validate-session) but stored refused, so its tokens work nowhere. A recovery
 * link is let in over the limit: it is how someone locked out of a full account gets back in,
 * and the password change that follows signs the other devices out.
 */
export async function startSession(
  context: AppContext,
  user: User,
  userAgent?: string,
  { overLimit = "refuse" }: { overLimit?: "refuse" | "admit" } = {},
): Promise<TAuthSession> {
  const { db } = context.database;
  const refreshToken = generateSecretToken();
  const { sessionId, isRefused } = await db.transaction(async (tx) => {
    await lockAccountSessions(tx, user.id);
    const active = await countActiveAuthSessions(tx, user.id, activeSessionsSince(context));
    const isRefused = overLimit === "refuse" && active >= context.config.MAX_ACTIVE_SESSIONS;
    const id = await insertAuthSession(tx, { userId: user.id, userAgent, isRefused });
    await insertRefreshToken(tx, id, hashSecretToken(refreshToken));
    return { sessionId: id, isRefused };
  });
  const signedInAt = new Date();
  if (!isRefused) await touchUserActivity(db, user.id, { lastSignInAt: signedInAt });
  return buildSession(context, { ...user, lastSignInAt: signedInAt }, sessionId, refreshToken);
}

type RefreshOutcome =
  | { kind: "rotated"; sessionId: string; userId: string; refreshToken: string }
  | { kind: "reused" | "not_found" };

/**
 * Exchanges a refresh token for a new session pair. Each token works once: presenting a
 * rotated one again means it leaked, so the whole family (the session) is revoked.
 */
export async function refreshSession(
  context: AppContext,
  refreshToken: string,
): Promise<TAuthSession> {
  const { db } = context.database;
  const staleBefore = activeSessionsSince(context);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(refreshToken));
    if (!row || row.session.revokedAt || row.token.createdAt < staleBefore)
      return { kind: "not_found" };
    if (row.token.rotatedAt) {
      await revokeAuthSessions(tx, { sessionId: row.session.id });
      return { kind: "reused" };
    }
    await markRefreshTokenRotated(tx, row.token.id);
    const next = generateSecretToken();
    await insertRefreshToken(tx, row.session.id, hashSecretToken(next));
    return {
      kind: "rotated",
      sessionId: row.session.id,
      userId: row.session.userId,
      refreshToken: next,
    };
  });
  if (outcome.kind === "reused") {
    throw new AppError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  if (outcome.kind !== "rotated") {
    throw new AppError(
      400,
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
  }
  const user = await findUserById(db, outcome.userId);
  if (!user || user.disabled) {
    await revokeAuthSessions(db, { sessionId: outcome.sessionId });
    throw new AppError(400, "user_banned", "User is banned");
  }
  await touchUserActivity(db, user.id);
  return buildSession(context, user, outcome.sessionId, outcome.refreshToken);
}

async function buildSession(
  context: AppContext,
  user: User,
  sessionId: string,
  refreshToken: string,
): Promise<TAuthSession> {
  const expiresIn = context.accessTokens.ttlSeconds;
  const accessToken = await context.accessTokens.sign({
    userId: user.id,
    email: user.email,
    sessionId,
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
