import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../auth/store";
import {
  accessCodeRedemptions,
  accessCodes,
  authSessions,
  blogComments,
  blogPosts,
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

/** Everything stored under the user's e-mail or id, for the GDPR export. */
export async function findPersonalRecords(db: Executor, userId: string, email: string) {
  const [comments, redemptions, newsletter, messages, sentEmails, sessions] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        post: blogPosts.slug,
        name: blogComments.name,
        email: blogComments.email,
        content: blogComments.content,
        status: blogComments.status,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(sql`lower(${blogComments.email})`, email))
      .orderBy(blogComments.createdAt),
    db
      .select({
        code: accessCodes.code,
        tier: accessCodes.tier,
        durationDays: accessCodes.durationDays,
        redeemedAt: accessCodeRedemptions.redeemedAt,
      })
      .from(accessCodeRedemptions)
      .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.codeId))
      .where(eq(accessCodeRedemptions.userId, userId))
      .orderBy(accessCodeRedemptions.redeemedAt),
    db
      .select({
        email: newsletterSubscribers.email,
        language: newsletterSubscribers.language,
        status: newsletterSubscribers.status,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email)),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        company: contactMessages.company,
        inquiryType: contactMessages.inquiryType,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, email))
      .orderBy(contactMessages.createdAt),
    db
      .select({
        subject: emails.subject,
        template: emails.template,
        status: emails.status,
        createdAt: emails.createdAt,
      })
      .from(emails)
      .where(eq(sql`lower(${emails.to})`, email))
      .orderBy(emails.createdAt),
    db
      .select({
        userAgent: authSessions.userAgent,
        createdAt: authSessions.createdAt,
        refreshedAt: authSessions.refreshedAt,
        revokedAt: authSessions.revokedAt,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(authSessions.createdAt),
  ]);
  return { comments, redemptions, newsletter, messages, sentEmails, sessions };
}

/**
 * Removes what is stored under the user's e-mail outside the users row (whose deletion cascades
 * to sessions, tokens, redemptions and the billing row). Comments stay, anonymized, so threads
 * keep their replies; counters such as code uses and newsletter totals are anonymous and stay.
 */
export async function erasePersonalRecords(db: Executor, email: string) {
  await db
    .update(blogComments)
    .set({ name: "—", email: "", authorTokenHash: null, ipHash: null })
    .where(eq(sql`lower(${blogComments.email})`, email));
  await db.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email));
  await db.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
  await db.delete(emails).where(eq(sql`lower(${emails.to})`, email));
}
