import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isAccessCodeAccountEmail } from "../../contracts/access-codes";
import type {
  TAccountProfile,
  TAccountSession,
  TDeleteAccountRequest,
  TUpdateAccountRequest,
} from "../../contracts/account";
import { toLanguage } from "../email/auth-emails";
import type { CurrentUser } from "../auth/current-user";
import { verifyPasswordUnderLockout } from "../auth/password-under-lockout";
import { revokeAuthSessions } from "../auth/session-store";
import { findUserById, updateUser, type User } from "../auth/store";
import { providerError } from "../billing/errors";
import { findBillingByUser } from "../billing/store";
import { removeJobFiles } from "../jobs/job-files";
import { listJobExports } from "../jobs/job-exports";
import { listOwnerJobFiles } from "../jobs/store";
import { LANGUAGES, type Language } from "../../contracts/auth";
import type { AppContext } from "../context";
import { users } from "../db/schema/index";
import { AppError, notFound, unauthenticated } from "../core/errors";
import type { PersonalData } from "./personal-data";
import { streamExportZip } from "./export-zip";
import { findUserSession, listActiveSessions } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired", "none"]);

export async function findProfile(context: AppContext, currentUser: CurrentUser): Promise<TAccountProfile> {
  return toProfile(await requireStoredUser(context, currentUser.id));
}

export async function changeProfile(
  context: AppContext,
  currentUser: CurrentUser,
  changes: TUpdateAccountRequest,
): Promise<TAccountProfile> {
  const updated = await updateUser(context.database.db, currentUser.id, {
    displayName: changes.display_name,
    language: changes.language,
  });
  if (!updated) throw unauthenticated();
  return toProfile(updated);
}

/** The devices signed in within the active window (what the session limit counts). */
export async function findSessions(context: AppContext, currentUser: CurrentUser): Promise<TAccountSession[]> {
  const activeSince = new Date(Date.now() - context.config.SESSION_ACTIVE_WINDOW_DAYS * DAY_MS);
  const rows = await listActiveSessions(context.database.db, currentUser.id, activeSince);
  return rows.map((row) => ({
    id: row.id,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt.toISOString(),
    current: row.id === currentUser.sessionId,
  }));
}

/** Signs one of the user's own sessions out; another user's session id is simply not found. */
export async function signOutSession(context: AppContext, currentUser: CurrentUser, sessionId: string) {
  const { db } = context.database;
  if (!(await findUserSession(db, currentUser.id, sessionId))) throw notFound("Session not found");
  return revokeAuthSessions(db, { sessionId });
}

export async function signOutOtherSessions(context: AppContext, currentUser: CurrentUser) {
  return revokeAuthSessions(context.database.db, {
    userId: currentUser.id,
    exceptSessionId: currentUser.sessionId,
  });
}

/** GDPR export: everything stored about this user, section by section, each read by its domain. */
export async function exportPersonalData(context: AppContext, personalData: PersonalData, currentUser: CurrentUser) {
  const { db } = context.database;
  const user = await requireStoredUser(context, currentUser.id);
  const owner = { id: user.id, email: user.email.toLowerCase() };
  const data: Record<string, unknown> = { exported_at: new Date().toISOString() };
  for (const section of personalData.sections) data[section.key] = await section.read(db, owner);
  return data;
}

/** The export, the user's chat files and the files of their AI service jobs, as a streamed ZIP. */
export async function exportPersonalDataZip(context: AppContext, personalData: PersonalData, currentUser: CurrentUser) {
  const data = await exportPersonalData(context, personalData, currentUser);
  const { files, store } = await personalData.zipFiles(context, currentUser.id);
  const jobExports = await listJobExports(context, currentUser.id, languageOf(currentUser));
  return streamExportZip(data, files, store, context.log, jobExports);
}

function languageOf(user: CurrentUser): Language {
  return LANGUAGES.find((language) => language === user.language) ?? "es";
}

/**
 * Deletes the account (GDPR): confirmed by the password, or by the e-mail typed again when the
 * account has no password. A live Stripe subscription is cancelled at once first — if Stripe
 * refuses, nothing is deleted (502), so nobody is charged for an account that no longer exists.
 */
export async function deleteAccount(
  context: AppContext,
  personalData: PersonalData,
  httpRequest: FastifyRequest,
  currentUser: CurrentUser,
  request: TDeleteAccountRequest,
) {
  const { db } = context.database;
  const user = await requireStoredUser(context, currentUser.id);
  await checkDeletionConfirmed(context, httpRequest, user, request);
  await cancelStripeSubscription(context, user.id);
  const jobs = await listOwnerJobFiles(db, user.id);
  const removeFiles = await db.transaction(async (tx) => {
    const remove = await personalData.prepareFileRemoval(tx, user.id);
    const owner = { id: user.id, email: user.email.toLowerCase() };
    for (const erase of personalData.erasers) await erase(tx, owner);
    await tx.delete(users).where(eq(users.id, user.id));
    return remove;
  });
  // After the commit: the rows are gone, so the files can no longer be reached by anyone.
  await removeFiles(context);
  // The service jobs went with the account (cascade); their runs stop, their files leave the store.
  await removeJobFiles(context, jobs);
  context.log.info({ userId: user.id }, "account deleted at the user's request");
}

/** The password goes through the sign-in lockouts: a session in other hands cannot guess it here. */
async function checkDeletionConfirmed(
  context: AppContext,
  httpRequest: FastifyRequest,
  user: User,
  request: TDeleteAccountRequest,
) {
  if (user.passwordHash) {
    if (!request.password || !(await verifyPasswordUnderLockout(context, httpRequest, user, request.password))) {
      throw new AppError(403, "invalid_password", "The password is not correct");
    }
    return;
  }
  if (isAccessCodeAccountEmail(user.email)) {
    if (request.confirm_name?.toLowerCase() !== user.displayName.trim().toLowerCase()) {
      throw new AppError(403, "confirmation_mismatch", "Type the account's name to confirm");
    }
    return;
  }
  if (request.confirm_email?.toLowerCase() !== user.email) {
    throw new AppError(403, "confirmation_mismatch", "Type the account's e-mail to confirm");
  }
}

async function cancelStripeSubscription(context: AppContext, userId: string) {
  const billing = await findBillingByUser(context.database.db, userId);
  const subscriptionId = billing?.stripeSubscriptionId;
  if (!billing || !subscriptionId || ENDED_STATUSES.has(billing.status)) return;
  if (!context.billing) {
    throw new AppError(503, "billing_not_configured", "Stripe is not configured to cancel the subscription");
  }
  try {
    // At once, with any proration still pending billed now rather than dropped; unused time is
    // not credited (a balance on a customer whose account is gone would never be used).
    await context.billing.client.subscriptions.cancel(subscriptionId, { invoice_now: true, prorate: false });
  } catch (error) {
    throw providerError(context, error);
  }
}

async function requireStoredUser(context: AppContext, id: string): Promise<User> {
  const user = await findUserById(context.database.db, id);
  if (!user) throw unauthenticated();
  return user;
}

function toProfile(user: User): TAccountProfile {
  return {
    id: user.id,
    email: user.email,
    display_name: user.displayName,
    language: toLanguage(user.language),
    created_at: user.createdAt.toISOString(),
    has_password: Boolean(user.passwordHash),
    made_by_access_code: isAccessCodeAccountEmail(user.email),
  };
}
