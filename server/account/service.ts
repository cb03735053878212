import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
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
import { listOwnerFileKeys } from "../service-jobs/store";
import type { AppContext } from "../context";
import { users } from "../db/schema/index";
import { AppError, notFound, unauthenticated } from "../core/errors";
import { resolveSubscription } from "../subscriptions/resolve-subscription";
import { erasePersonalRecords, findPersonalRecords, findUserSession, listActiveSessions } from "./store";

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

/** GDPR export: everything stored about this user, and nothing about anyone else. */
export async function exportPersonalData(context: AppContext, currentUser: CurrentUser) {
  const { db } = context.database;
  const user = await requireStoredUser(context, currentUser.id);
  const billing = await findBillingByUser(db, user.id);
  const records = await findPersonalRecords(db, user.id, user.email);
  return {
    exported_at: new Date().toISOString(),
    profile: {
      ...toProfile(user),
      email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
      is_admin: user.isAdmin,
      last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    },
    subscription: {
      current: await resolveSubscription(db, user),
      granted_tier: user.tier,
      granted_until: user.tierExpiresAt?.toISOString() ?? null,
      stripe: billing
        ? {
            customer_id: billing.stripeCustomerId,
            subscription_id: billing.stripeSubscriptionId,
            tier: billing.tier,
            status: billing.status,
            current_period_end: billing.currentPeriodEnd?.toISOString() ?? null,
            trial_end: billing.trialEnd?.toISOString() ?? null,
            cancel_at_period_end: billing.cancelAtPeriodEnd,
            started_at: billing.startedAt?.toISOString() ?? null,
          }
        : null,
    },
    sessions: records.sessions,
    comments: records.comments,
    access_code_redemptions: records.redemptions,
    newsletter: records.newsletter,
    contact_messages: records.messages,
    emails_sent: records.sentEmails,
  };
}

/**
 * Deletes the account (GDPR): confirmed by the password, or by the e-mail typed again when the
 * account has no password. A live Stripe subscription is cancelled at once first — if Stripe
 * refuses, nothing is deleted (502), so nobody is charged for an account that no longer exists.
 */
export async function deleteAccount(
  context: AppContext,
  httpRequest: FastifyRequest,
  currentUser: CurrentUser,
  request: TDeleteAccountRequest,
) {
  const { db } = context.database;
  const user = await requireStoredUser(context, currentUser.id);
  await checkDeletionConfirmed(context, httpRequest, user, request);
  await cancelStripeSubscription(context, user.id);
  const jobFiles = await listOwnerFileKeys(db, user.id);
  await db.transaction(async (tx) => {
    await erasePersonalRecords(tx, user.email);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // The service jobs went with the account (cascade); their uploads leave the store too.
  await Promise.all(jobFiles.map((key) => context.files.remove(key).catch(() => undefined)));
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
  };
}
