import { and, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { MAX_SESSIONS_EXCEEDED } from "../../contracts/auth";
import { authSessions, deviceSessions, refreshTokens } from "../db/schema/index";
import type { Executor } from "./store";

/**
 * Serialises the session-limit decisions of one account until the transaction ends, so two
 * sign-ins at once cannot both take its last place.
 */
export async function lockAccountSessions(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth-sessions:${userId}`}))`);
}

/** A session is active while not revoked and refreshed (or started) since `since`. */
const isActiveSince = (since: Date) =>
  and(
    isNull(authSessions.revokedAt),
    gte(sql`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`, since),
  );

export async function countActiveAuthSessions(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isActiveSince(since)));
  return row?.count ?? 0;
}

export async function isAuthSessionActive(db: Executor, sessionId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isActiveSince(since)))
    .limit(1);
  return row !== undefined;
}

/**
 * A new session; `isRefused` stores it already revoked as over the session limit, so its
 * tokens fail everywhere and validate-session tells its device why.
 */
export async function insertAuthSession(
  db: Executor,
  values: { userId: string; userAgent: string | undefined; method: string; isRefused: boolean },
): Promise<string> {
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: values.userId,
      userAgent: values.userAgent?.slice(0, 500),
      signInMethod: values.method,
      ...(values.isRefused && { revokedAt: new Date(), revokedReason: MAX_SESSIONS_EXCEEDED }),
    })
    .returning({ id: authSessions.id });
  if (!session) throw new Error("session insert returned nothing");
  return session.id;
}

/** The session of an access token's claims, revoked or not. */
export async function findAuthSession(db: Executor, sessionId: string, userId: string) {
  const [session] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  return session;
}

/** Lets a session refused at sign-in in after all: its device gave up an older session. */
export async function readmitAuthSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: null, revokedReason: null })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.revokedReason, MAX_SESSIONS_EXCEEDED)));
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/** The refresh token with its session, locked for the rest of the transaction. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for("update");
  return row;
}

export async function markRefreshTokenRotated(db: Executor, id: number, successorSealed: string): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: new Date(), successorSealed }).where(eq(refreshTokens.id, id));
  await db
    .update(authSessions)
    .set({ refreshedAt: new Date() })
    .where(eq(authSessions.id, sql`(select session_id from refresh_tokens where id = ${id})`));
}

export type RevokeScope = { sessionId: string } | { userId: string } | { userId: string; exceptSessionId: string };

/**
 * Signs sessions out: revokes them (their access and refresh tokens stop working) and ends the
 * device sessions they carried, which frees those active-session slots. Answers how many.
 */
export async function revokeAuthSessions(db: Executor, scope: RevokeScope): Promise<number> {
  const where =
    "sessionId" in scope
      ? eq(authSessions.id, scope.sessionId)
      : "exceptSessionId" in scope
        ? and(eq(authSessions.userId, scope.userId), ne(authSessions.id, scope.exceptSessionId))
        : eq(authSessions.userId, scope.userId);
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  const ids = revoked.map((session) => session.id);
  if (ids.length > 0) {
    await db
      .update(deviceSessions)
      .set({ endedAt: new Date() })
      .where(and(inArray(deviceSessions.authSessionId, ids), isNull(deviceSessions.endedAt)));
  }
  return ids.length;
}

export async function findDeviceSession(db: Executor, userId: string, sessionTokenHash: string) {
  const [row] = await db
    .select()
    .from(deviceSessions)
    .where(and(eq(deviceSessions.userId, userId), eq(deviceSessions.sessionTokenHash, sessionTokenHash)))
    .limit(1);
  return row;
}

export async function upsertDeviceSession(
  db: Executor,
  values: {
    userId: string;
    authSessionId: string;
    sessionTokenHash: string;
    deviceFingerprint: string;
  },
): Promise<void> {
  await db
    .insert(deviceSessions)
    .values(values)
    .onConflictDoUpdate({
      target: [deviceSessions.userId, deviceSessions.sessionTokenHash],
      set: {
        authSessionId: values.authSessionId,
        deviceFingerprint: values.deviceFingerprint,
        lastValidatedAt: new Date(),
        endedAt: null,
      },
    });
}
