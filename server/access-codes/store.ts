import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../auth/store";
import { accessCodeRedemptions, accessCodes, users } from "../db/schema/index";

export type AccessCodeRow = typeof accessCodes.$inferSelect;
type NewAccessCode = typeof accessCodes.$inferInsert;

/** Inserts the codes whose text is free; answers the rows inserted. */
export async function insertAccessCodes(db: Executor, values: NewAccessCode[]): Promise<AccessCodeRow[]> {
  if (values.length === 0) return [];
  return db.insert(accessCodes).values(values).onConflictDoNothing({ target: accessCodes.code }).returning();
}

export async function listAccessCodes(db: Executor, limit: number): Promise<AccessCodeRow[]> {
  return db.select().from(accessCodes).orderBy(desc(accessCodes.createdAt), accessCodes.code).limit(limit);
}

export async function updateAccessCode(db: Executor, id: string, values: Partial<NewAccessCode>) {
  const [row] = await db.update(accessCodes).set(values).where(eq(accessCodes.id, id)).returning();
  return row;
}

export async function findAccessCodeById(db: Executor, id: string) {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, id)).limit(1);
  return row;
}

/** The code, locked until the redemption's transaction ends (uses is a counter). */
export async function findAccessCodeForUpdate(db: Executor, code: string) {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.code, code)).limit(1).for("update");
  return row;
}

export async function incrementAccessCodeUses(db: Executor, id: string): Promise<void> {
  await db
    .update(accessCodes)
    .set({ uses: sql`${accessCodes.uses} + 1` })
    .where(eq(accessCodes.id, id));
}

export async function insertRedemption(
  db: Executor,
  codeId: string,
  userId: string,
  deviceTokenHash: string | null = null,
): Promise<void> {
  await db.insert(accessCodeRedemptions).values({ codeId, userId, deviceTokenHash });
}

export async function hasRedeemed(db: Executor, codeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accessCodeRedemptions.id })
    .from(accessCodeRedemptions)
    .where(and(eq(accessCodeRedemptions.codeId, codeId), eq(accessCodeRedemptions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The account a quick-access code created on the browser with this device token. */
export async function findDeviceRedeemer(db: Executor, codeId: string, deviceTokenHash: string) {
  const [row] = await db
    .select({ user: users })
    .from(accessCodeRedemptions)
    .innerJoin(users, eq(users.id, accessCodeRedemptions.userId))
    .where(and(eq(accessCodeRedemptions.codeId, codeId), eq(accessCodeRedemptions.deviceTokenHash, deviceTokenHash)))
    .orderBy(desc(accessCodeRedemptions.redeemedAt))
    .limit(1);
  return row?.user;
}

export async function listRedemptions(db: Executor, codeId: string) {
  return db
    .select({
      id: accessCodeRedemptions.id,
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      redeemedAt: accessCodeRedemptions.redeemedAt,
    })
    .from(accessCodeRedemptions)
    .innerJoin(users, eq(users.id, accessCodeRedemptions.userId))
    .where(eq(accessCodeRedemptions.codeId, codeId))
    .orderBy(desc(accessCodeRedemptions.redeemedAt));
}
