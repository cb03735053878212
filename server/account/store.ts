import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../auth/store";
import {
  authSessions,
  blogComments,
  courseCertificates,
  contactMessages,
  deviceSessions,
  emails,
  newsletterSubscribers,
} from "../db/schema/index";

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

/** The user's chat files: where they are in the store and in the ZIP export. */
/**
 * Removes what is stored under the user's e-mail outside the users row (whose deletion cascades
 * to sessions, tokens, redemptions, chats and the billing row; certificates are deleted, since
 * they carry the person's name). Comments stay, anonymized, so threads
 * keep their replies; counters such as code uses and newsletter totals are anonymous and stay.
 */
export async function erasePersonalRecords(db: Executor, userId: string, email: string) {
  // A certificate names a person: one whose account is gone is no longer verifiable.
  await db.delete(courseCertificates).where(eq(courseCertificates.userId, userId));
  await db
    .update(blogComments)
    .set({ name: "—", email: "", authorTokenHash: null, ipHash: null })
    .where(eq(sql`lower(${blogComments.email})`, email));
  await db.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email));
  await db.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
  await db.delete(emails).where(eq(sql`lower(${emails.to})`, email));
}
