import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../auth/store";
import { authSessions, deviceSessions } from "../db/schema/index";

/**
 * The user's signed-in sessions with their last activity: the latest of sign-in, token refresh
 * and device validation (validate-session), so the list matches what the session limit counts.
 */
export async function listActiveSessions(db: Executor, userId: string, activeSince: Date) {
  const lastActive = sql<Date>`greatest(
    ${authSessions.createdAt},
    coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt}),
    coalesce((select max(${deviceSessions.lastValidatedAt}) from ${deviceSessions}
      where ${deviceSessions.authSessionId} = ${authSessions.id}), ${authSessions.createdAt})
  )`.mapWith((value: string | Date) => new Date(value));
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      lastActiveAt: lastActive,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(lastActive));
  return rows.filter((row) => row.lastActiveAt.getTime() >= activeSince.getTime());
}

export async function findUserSession(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .limit(1);
  return row;
}
