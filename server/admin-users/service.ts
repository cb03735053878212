import {
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUser,
  type TListUsersResponse,
  type TOutboxEmail,
  type TUpdateUserRequest,
} from "../../contracts/admin-users";
import { isTier } from "../../contracts/tiers";
import { revokeAuthSessions } from "../auth/session-store";
import { findUserById, updateUser, type User } from "../auth/store";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { findBillingByUser } from "../billing/store";
import { decideSubscription } from "../subscriptions/resolve-subscription";
import { listRecentEmails, listUsersPage } from "./store";

const RECENT_EMAILS = 100;

export async function findUsers(
  context: AppContext,
  query: string | undefined,
  page: number,
): Promise<TListUsersResponse> {
  const { rows, total } = await listUsersPage(context.database.db, query || undefined, page, ADMIN_USERS_PAGE_SIZE);
  return {
    users: await Promise.all(rows.map((row) => toAdminUser(context, row))),
    page,
    page_size: ADMIN_USERS_PAGE_SIZE,
    total,
  };
}

/**
 * Applies an admin's changes to a user. An admin cannot drop their own admin flag or disable
 * themselves (the back office would lock its last admin out); disabling signs the user out.
 */
export async function changeUser(
  context: AppContext,
  adminId: string,
  userId: string,
  changes: TUpdateUserRequest,
): Promise<TAdminUser> {
  const { db } = context.database;
  if (userId === adminId && (changes.is_admin === false || changes.disabled === true)) {
    throw new AppError(409, "cannot_modify_self", "You cannot remove your own admin access");
  }
  if (!(await findUserById(db, userId))) throw notFound("User not found");
  const updated = await updateUser(db, userId, {
    tier: changes.tier,
    tierExpiresAt: toOptionalDate(changes.tier_expires_at),
    isAdmin: changes.is_admin,
    disabled: changes.disabled,
  });
  if (!updated) throw notFound("User not found");
  if (changes.disabled) await revokeAuthSessions(db, { userId });
  return toAdminUser(context, updated);
}

export async function revokeUserSessions(context: AppContext, userId: string): Promise<number> {
  const { db } = context.database;
  if (!(await findUserById(db, userId))) throw notFound("User not found");
  return revokeAuthSessions(db, { userId });
}

export async function findRecentEmails(context: AppContext): Promise<TOutboxEmail[]> {
  const rows = await listRecentEmails(context.database.db, RECENT_EMAILS);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    link: row.link,
    template: row.template,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

/** undefined leaves the column alone; null clears it. */
function toOptionalDate(value: string | null | undefined): Date | null | undefined {
  return typeof value === "string" ? new Date(value) : value;
}

async function toAdminUser(context: AppContext, user: User): Promise<TAdminUser> {
  const billing = await findBillingByUser(context.database.db, user.id);
  const periodEnd = billing?.status === "trialing" ? billing.trialEnd : billing?.currentPeriodEnd;
  return {
    id: user.id,
    email: user.email,
    display_name: user.displayName,
    tier: isTier(user.tier) ? user.tier : "free",
    tier_expires_at: user.tierExpiresAt?.toISOString() ?? null,
    status: decideSubscription(user, billing).status,
    is_admin: user.isAdmin,
    disabled: user.disabled,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    last_active_at: user.lastActiveAt?.toISOString() ?? null,
    stripe: billing
      ? {
          tier: isTier(billing.tier) ? billing.tier : "free",
          status: billing.status,
          period_end: periodEnd?.toISOString() ?? null,
          cancel_at_period_end: billing.cancelAtPeriodEnd,
        }
      : null,
  };
}
