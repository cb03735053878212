import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { SESSION_USER_COLUMNS, type SessionUser } from "../auth/current-user";
import type { Executor } from "../db/client";
import { apiKeys, users } from "../db/schema/index";

export type ApiKeyRow = typeof apiKeys.$inferSelect;
type NewApiKey = typeof apiKeys.$inferInsert;

/** Locks the owner's row until the transaction ends, so two creations cannot both pass the limit. */
export async function lockKeyOwner(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countApiKeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.total ?? 0;
}

export async function insertApiKey(db: Executor, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export function listApiKeys(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

/** Deletes the owner's key; false when it is not theirs (or gone). */
export async function deleteApiKey(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export interface ApiKeyOwner {
  keyId: string;
  user: SessionUser;
}

/** The key with this hash and its owner, read from the database on every call (revocation is immediate). */
export async function findApiKeyOwner(db: Executor, keyHash: string): Promise<ApiKeyOwner | undefined> {
  const { sessionId: _sessionId, ...userColumns } = SESSION_USER_COLUMNS;
  const [row] = await db
    .select({ keyId: apiKeys.id, ...userColumns })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  if (!row) return undefined;
  const { keyId, ...user } = row;
  return { keyId, user };
}

/**
 * Marks the key used now. At most one write a minute per key: a busy integration would
 * otherwise write a row on every call for a date shown to the minute.
 */
export async function touchApiKey(db: Executor, id: string, now: Date = new Date()): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
}
