import { asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/client";
import { ownRows, type ExportOwner, type ExportSection } from "../db/personal-data";
import { authFlowStates, authSessions, deviceSessions, emails, oneTimeTokens, users } from "../db/schema/index";
import { findUserById } from "./store";

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

export const PROFILE_EXPORT: ExportSection = { key: "profile", tables: [users], read: readProfile };

export const SESSIONS_EXPORT: ExportSection = {
  key: "sessions",
  tables: [authSessions, deviceSessions],
  read: async (db, owner) => ({
    sign_ins: await ownRows(authSessions, "createdAt")(db, owner),
    devices: await ownRows(deviceSessions, "createdAt")(db, owner),
  }),
};

export const EMAILS_SENT_EXPORT: ExportSection = {
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
};

export async function eraseEmailsSent(tx: Executor, owner: ExportOwner) {
  await tx.delete(emails).where(eq(sql`lower(${emails.to})`, owner.email));
}

/** Auth's tables with a user id that the export leaves out on purpose, and why. */
export const AUTH_NOT_EXPORTED = [
  { table: oneTimeTokens, reason: "hashes of e-mailed links, single-use and short-lived: secrets, not data" },
  { table: authFlowStates, reason: "hashes of sign-in codes living minutes: secrets, not data" },
];
