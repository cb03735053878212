import { asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  accessCodeRedemptions,
  accessCodes,
  aiDailyUsage,
  aiMaturityAssessments,
  aiPromptFavourites,
  aiQueryLog,
  aiStrategyKits,
  aiTrainingPlans,
  apiKeys,
  webhooks,
  assistants,
  authFlowStates,
  authSessions,
  billingSubscriptions,
  blogComments,
  blogPosts,
  chatAttachments,
  chatConversations,
  chatMessages,
  contactMessages,
  courseCertificates,
  deviceSessions,
  emails,
  lessonProgress,
  microcourseLessons,
  microcourses,
  newsletterSubscribers,
  oneTimeTokens,
  serviceJobs,
  trainingQuizScores,
  trainingReflections,
  uploadedFiles,
  users,
} from "../db/schema/index";
import { findUserById } from "../auth/store";
import { findBillingByUser } from "../billing/store";
import { resolveSubscription } from "../subscriptions/resolve-subscription";

export interface ExportOwner {
  id: string;
  /** Lower-case: rows kept by e-mail (comments, newsletter, contact) are matched on it. */
  email: string;
}

/**
 * One part of the personal-data export: the tables it covers (the schema test checks that every
 * table holding a user id or an e-mail is covered by a section or listed in NOT_EXPORTED) and how
 * it reads the owner's rows. A new user-owned feature adds one entry here.
 */
export interface ExportSection {
  key: string;
  tables: PgTable[];
  read: (db: Db, owner: ExportOwner) => Promise<unknown>;
}

/** Tables with a user id or an e-mail that the export leaves out on purpose, and why. */
export const NOT_EXPORTED: { table: PgTable; reason: string }[] = [
  { table: accessCodes, reason: "codes an admin created are the platform's, not data about the admin" },
  { table: oneTimeTokens, reason: "hashes of e-mailed links, single-use and short-lived: secrets, not data" },
  { table: authFlowStates, reason: "hashes of sign-in codes living minutes: secrets, not data" },
];

const SECRET_COLUMNS = new Set([
  "authorTokenHash",
  "ipHash",
  "confirmTokenHash",
  "unsubscribeToken",
  "sessionTokenHash",
  "deviceFingerprint",
  "deviceTokenHash",
  "storageKey",
  "fileKeys",
  "userId",
]);

/** Every column of the table but secrets, keys and the owner id itself. */
function visibleColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !SECRET_COLUMNS.has(name)));
}

function rowsOf(table: PgTable, where: (columns: Record<string, PgColumn>) => SQL, order?: string) {
  return (db: Db) => {
    const columns = getTableColumns(table);
    const orderColumn = order ? columns[order] : undefined;
    const query = db.select(visibleColumns(table)).from(table).where(where(columns));
    return orderColumn ? query.orderBy(asc(orderColumn)) : query;
  };
}

/** Rows whose `user_id` is the owner's. */
function ownRows(table: PgTable, order?: string) {
  return (db: Db, owner: ExportOwner) =>
    rowsOf(table, (columns) => eq(columns.userId as PgColumn, owner.id), order)(db);
}

/** Rows kept under the owner's e-mail (people write before or without an account). */
function rowsByEmail(table: PgTable, emailColumn: string, order?: string) {
  return (db: Db, owner: ExportOwner) =>
    rowsOf(table, (columns) => eq(sql`lower(${columns[emailColumn] as PgColumn})`, owner.email), order)(db);
}

/** Where each chat file sits inside the ZIP export. */
export function attachmentZipPath(attachment: { id: string; fileName: string }): string {
  return `files/${attachment.id}-${attachment.fileName.replace(/[^\w.\- ]+/g, "_")}`;
}

async function readConversations(db: Db, owner: ExportOwner) {
  const conversations = await db
    .select({
      id: chatConversations.id,
      assistant: assistants.name,
      title: chatConversations.title,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .innerJoin(assistants, eq(assistants.id, chatConversations.assistantId))
    .where(eq(chatConversations.userId, owner.id))
    .orderBy(asc(chatConversations.createdAt));
  const ids = conversations.map((conversation) => conversation.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select(visibleColumns(chatMessages))
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, ids))
          .orderBy(asc(chatMessages.createdAt));
  const attachments = await readAttachments(db, owner);
  return conversations.map((conversation) => ({
    ...conversation,
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        ...message,
        attachments: attachments.filter((attachment) => attachment.messageId === message.id),
      })),
  }));
}

/** Attachment metadata; the bytes are in the ZIP export under `zip_path`. */
async function readAttachments(db: Db, owner: ExportOwner) {
  const rows = await db
    .select({
      id: chatAttachments.id,
      messageId: chatAttachments.messageId,
      kind: chatAttachments.kind,
      contentType: chatAttachments.contentType,
      fileName: chatAttachments.fileName,
      size: chatAttachments.size,
      durationSeconds: chatAttachments.durationSeconds,
      createdAt: chatAttachments.createdAt,
    })
    .from(chatAttachments)
    .where(eq(chatAttachments.userId, owner.id))
    .orderBy(asc(chatAttachments.createdAt));
  return rows.map((row) => ({ ...row, zip_path: attachmentZipPath(row) }));
}

async function readProfile(db: Db, owner: ExportOwner) {
  const user = await findUserById(db, owner.id);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    new_email: user.newEmail,
    display_name: user.displayName,
    certificate_name: user.certificateName,
    language: user.language,
    created_at: user.createdAt,
    email_confirmed_at: user.emailConfirmedAt,
    last_sign_in_at: user.lastSignInAt,
    last_active_at: user.lastActiveAt,
    is_admin: user.isAdmin,
    has_password: Boolean(user.passwordHash),
  };
}

async function readSubscription(db: Db, owner: ExportOwner) {
  const user = await findUserById(db, owner.id);
  if (!user) return null;
  const billing = await findBillingByUser(db, user.id);
  return {
    current: await resolveSubscription(db, user),
    granted_tier: user.tier,
    granted_until: user.tierExpiresAt,
    stripe: billing
      ? {
          customer_id: billing.stripeCustomerId,
          subscription_id: billing.stripeSubscriptionId,
          tier: billing.tier,
          status: billing.status,
          current_period_end: billing.currentPeriodEnd,
          trial_end: billing.trialEnd,
          cancel_at_period_end: billing.cancelAtPeriodEnd,
          canceled_at: billing.canceledAt,
          had_trial: billing.hadTrial,
          started_at: billing.startedAt,
        }
      : null,
  };
}

export const EXPORT_SECTIONS: ExportSection[] = [
  { key: "profile", tables: [users], read: readProfile },
  { key: "subscription", tables: [billingSubscriptions], read: readSubscription },
  {
    key: "sessions",
    tables: [authSessions, deviceSessions],
    read: async (db, owner) => ({
      sign_ins: await ownRows(authSessions, "createdAt")(db, owner),
      devices: await ownRows(deviceSessions, "createdAt")(db, owner),
    }),
  },
  {
    key: "conversations",
    tables: [chatConversations, chatMessages],
    read: readConversations,
  },
  {
    key: "attachments",
    tables: [chatAttachments],
    read: readAttachments,
  },
  {
    key: "ai_usage",
    tables: [aiDailyUsage, aiQueryLog],
    read: async (db, owner) => ({
      daily: await ownRows(aiDailyUsage, "day")(db, owner),
      queries: await ownRows(aiQueryLog, "createdAt")(db, owner),
    }),
  },
  { key: "journal_entries", tables: [trainingReflections], read: ownRows(trainingReflections, "createdAt") },
  { key: "quiz_scores", tables: [trainingQuizScores], read: ownRows(trainingQuizScores, "topic") },
  {
    key: "ai_app_saves",
    tables: [aiMaturityAssessments, aiPromptFavourites, aiStrategyKits, aiTrainingPlans],
    read: async (db, owner) => ({
      maturity_assessments: await ownRows(aiMaturityAssessments, "createdAt")(db, owner),
      prompt_favourites: await ownRows(aiPromptFavourites, "createdAt")(db, owner),
      strategy_kit: await ownRows(aiStrategyKits)(db, owner),
      training_plans: await ownRows(aiTrainingPlans, "createdAt")(db, owner),
    }),
  },
  {
    key: "course_progress",
    tables: [lessonProgress],
    read: (db, owner) =>
      db
        .select({
          course: microcourses.title,
          lesson: microcourseLessons.title,
          positionSeconds: lessonProgress.positionSeconds,
          watchedSeconds: lessonProgress.watchedSeconds,
          completedAt: lessonProgress.completedAt,
          updatedAt: lessonProgress.updatedAt,
        })
        .from(lessonProgress)
        .innerJoin(microcourseLessons, eq(microcourseLessons.id, lessonProgress.lessonId))
        .innerJoin(microcourses, eq(microcourses.id, microcourseLessons.courseId))
        .where(eq(lessonProgress.userId, owner.id))
        .orderBy(asc(microcourses.title), asc(microcourseLessons.orderIndex)),
  },
  { key: "certificates", tables: [courseCertificates], read: ownRows(courseCertificates, "issuedAt") },
  {
    key: "comments",
    tables: [blogComments],
    read: (db, owner) =>
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
        .where(eq(sql`lower(${blogComments.email})`, owner.email))
        .orderBy(asc(blogComments.createdAt)),
  },
  {
    key: "access_code_redemptions",
    tables: [accessCodeRedemptions],
    read: (db, owner) =>
      db
        .select({
          code: accessCodes.code,
          tier: accessCodes.tier,
          durationDays: accessCodes.durationDays,
          redeemedAt: accessCodeRedemptions.redeemedAt,
        })
        .from(accessCodeRedemptions)
        .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.codeId))
        .where(eq(accessCodeRedemptions.userId, owner.id))
        .orderBy(asc(accessCodeRedemptions.redeemedAt)),
  },
  { key: "newsletter", tables: [newsletterSubscribers], read: rowsByEmail(newsletterSubscribers, "email") },
  {
    key: "contact_messages",
    tables: [contactMessages],
    read: rowsByEmail(contactMessages, "email", "createdAt"),
  },
  {
    key: "emails_sent",
    tables: [emails],
    // Subjects and dates only: a body may hold a sign-in link that is still valid.
    read: (db, owner) =>
      db
        .select({
          subject: emails.subject,
          template: emails.template,
          status: emails.status,
          createdAt: emails.createdAt,
        })
        .from(emails)
        .where(eq(sql`lower(${emails.to})`, owner.email))
        .orderBy(asc(emails.createdAt)),
  },
  {
    key: "blog_posts_written",
    tables: [blogPosts],
    read: (db, owner) =>
      db
        .select({ title: blogPosts.title, slug: blogPosts.slug, createdAt: blogPosts.createdAt })
        .from(blogPosts)
        .where(eq(blogPosts.authorId, owner.id))
        .orderBy(asc(blogPosts.createdAt)),
  },
  {
    key: "uploaded_files",
    tables: [uploadedFiles],
    read: (db, owner) => rowsOf(uploadedFiles, (columns) => eq(columns.ownerId as PgColumn, owner.id))(db),
  },
  {
    key: "api_keys",
    tables: [apiKeys],
    // Names and dates: the stored hash is a secret, and the key itself is never kept.
    read: (db, owner) =>
      db
        .select({
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          last4: apiKeys.last4,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
        })
        .from(apiKeys)
        .where(eq(apiKeys.userId, owner.id))
        .orderBy(asc(apiKeys.createdAt)),
  },
  {
    key: "webhooks",
    tables: [webhooks],
    // Where and what: the signing secret stays out, as the key of each API key does.
    read: (db, owner) =>
      db
        .select({ url: webhooks.url, events: webhooks.events, createdAt: webhooks.createdAt })
        .from(webhooks)
        .where(eq(webhooks.userId, owner.id))
        .orderBy(asc(webhooks.createdAt)),
  },
  {
    key: "service_jobs",
    tables: [serviceJobs],
    read: (db, owner) => rowsOf(serviceJobs, (columns) => eq(columns.ownerId as PgColumn, owner.id), "createdAt")(db),
  },
];
