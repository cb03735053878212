import { and, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { authSessions, deviceSessions, refreshTokens } from "../db/schema/index";
import type { Executor } from "./store";

export async function insertAuthSession(
  db: Executor,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, userAgent: userAgent?.slice(0, 500) })
    .returning({ id: authSessions.id });
  if (!session) throw new Error("session insert returned nothing");
  return session.id;
}

export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
): Promise<void> {
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

export async function markRefreshTokenRotated(db: Executor, id: number): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, id));
  await db
    .update(authSessions)
    .set({ refreshedAt: new Date() })
    .where(eq(authSessions.id, sql`(select session_id from refresh_tokens where id = ${id})`));
}

export type RevokeScope =
  { sessionId: string } | { userId: string } | { userId: string; exceptSessionId: string };

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
    .where(
      and(eq(deviceSessions.userId, userId), eq(deviceSessions.sessionTokenHash, sessionTokenHash)),
    )
    .limit(1);
  return row;
}

/** Devices of the user that validated since `since` and have not signed out. */
export async function countActiveDeviceSessions(
  db: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deviceSessions)
    .where(
      and(
        eq(deviceSessions.userId, userId),
        isNull(deviceSessions.endedAt),
        gte(deviceSessions.lastValidatedAt, since),
      ),
    );
  return row?.count ?? 0;
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
