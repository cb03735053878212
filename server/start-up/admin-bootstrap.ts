import type { AppContext } from "../context";
import { findPasswordProblems } from "../auth/password-rules";
import { hashPassword } from "../auth/passwords";
import { revokeAuthSessions } from "../auth/session-store";
import { findUserByEmail, insertUser, updateUser, type Executor, type User } from "../auth/store";

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD) at start: creates that admin, confirmed, or promotes the
 * existing account. An existing *unconfirmed* account gets ADMIN_PASSWORD and loses its
 * sessions: whoever signed up with that address never proved the mailbox, and must not
 * become admin with a password of their choosing. A weak ADMIN_PASSWORD stops the start.
 */
export async function bootstrapAdmin(context: AppContext): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = context.config;
  if (!email) return;
  const problems = password ? findPasswordProblems(password, email) : [];
  if (problems.length > 0) {
    // The admin holds every account: no weaker rule than the users' own.
    throw new Error(
      `ADMIN_PASSWORD is refused (${problems.join(", ")}): it must meet the same rules as users' passwords`,
    );
  }
  const { db } = context.database;
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    if (!password) {
      context.log.warn("ADMIN_EMAIL has no account yet and ADMIN_PASSWORD is not set: no admin created");
      return;
    }
    const localPart = email.split("@")[0] ?? email;
    await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      displayName: localPart,
      emailConfirmedAt: new Date(),
      isAdmin: true,
    });
    context.log.info({ email }, "admin account created from ADMIN_EMAIL");
    return;
  }
  if (!existing.emailConfirmedAt) {
    if (!password) {
      context.log.warn({ email }, "ADMIN_EMAIL belongs to an unconfirmed account; set ADMIN_PASSWORD to take it over");
      return;
    }
    await updateUser(db, existing.id, {
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
      isAdmin: true,
      disabled: false,
    });
    await revokeAuthSessions(db, { userId: existing.id });
    context.log.info({ email }, "unconfirmed account taken over as admin from ADMIN_EMAIL");
    return;
  }
  if (!existing.isAdmin || existing.disabled) await promoteToAdmin(db, email);
}

/** Gives an existing account the admin flag (and re-enables it); undefined when there is none. */
export async function promoteToAdmin(db: Executor, email: string): Promise<User | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  return updateUser(db, user.id, { isAdmin: true, disabled: false });
}
