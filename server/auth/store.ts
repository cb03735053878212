import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { oneTimeTokens, users } from "../db/schema/index";

export type User = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
export type { Executor };

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user, locked until the transaction ends: read-modify-write of their grant is then safe. */
export async function findUserByIdForUpdate(tx: Executor, id: string): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  return user;
}

/** The new user, or undefined when the e-mail is taken (also under a concurrent sign-up). */
export async function insertUser(db: Executor, values: NewUser): Promise<User | undefined> {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUser>): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function touchUserActivity(db: Executor, id: string, values: Partial<NewUser> = {}): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: new Date(), ...values })
    .where(eq(users.id, id));
}

/** The user whose current or pending (`new_email`) address this is. */
export async function findUserByAnyEmail(db: Executor, email: string): Promise<User | undefined> {
  const address = email.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, address), eq(users.newEmail, address)))
    .limit(1);
  return user;
}

export const ONE_TIME_TOKEN_KINDS = ["signup", "recovery", "magiclink", "email_change"] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** Stores a link token's hash; earlier unused links of the same kind stop working. */
export async function insertOneTimeToken(
  db: Executor,
  values: {
    userId: string;
    kind: OneTimeTokenKind;
    tokenHash: string;
    codeHash?: string;
    codeChallenge?: string;
    codeChallengeMethod?: string;
    redirectTo: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(oneTimeTokens.userId, values.userId), eq(oneTimeTokens.kind, values.kind), isNull(oneTimeTokens.usedAt)),
      );
    await tx.insert(oneTimeTokens).values(values);
  });
}

/** Marks an unused, unexpired token of one of those kinds as used and answers it; single use. */
export async function consumeOneTimeToken(db: Executor, tokenHash: string, kinds: readonly OneTimeTokenKind[]) {
  const [token] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.kind, [...kinds]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return token;
}

/** The same, found by the user and the keyed hash of the 6-digit code mailed with the link. */
export async function consumeOneTimeCode(
  db: Executor,
  userId: string,
  codeHash: string,
  kinds: readonly OneTimeTokenKind[],
) {
  const [token] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.codeHash, codeHash),
        inArray(oneTimeTokens.kind, [...kinds]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return token;
}
