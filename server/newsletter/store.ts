import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { TSubscriberStatus } from "../../contracts/newsletter";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema/index";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function findSubscriberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row;
}

/** Inserts a pending subscriber unless the address exists (two clicks at once make one row). */
export async function insertSubscriberIfMissing(db: Db, values: typeof newsletterSubscribers.$inferInsert) {
  const [row] = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscriber(db: Db, id: string, values: Partial<typeof newsletterSubscribers.$inferInsert>) {
  await db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, id));
}

/** Confirms the subscriber whose confirmation link this is; undefined when none matches. */
export async function confirmByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date(), confirmTokenHash: null, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash))
    .returning({ id: newsletterSubscribers.id });
  return row;
}

export async function unsubscribeByToken(db: Db, token: string) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return row;
}

function listWhere(filter: { status: TSubscriberStatus | "all"; search?: string }): SQL | undefined {
  const pattern = filter.search ? `%${filter.search.replace(/[%_\\]/g, "")}%` : undefined;
  return and(
    filter.status === "all" ? undefined : eq(newsletterSubscribers.status, filter.status),
    pattern ? ilike(newsletterSubscribers.email, pattern) : undefined,
  );
}

export async function findSubscribers(
  db: Db,
  filter: { status: TSubscriberStatus | "all"; search?: string; limit?: number; offset?: number },
) {
  const query = db
    .select()
    .from(newsletterSubscribers)
    .where(listWhere(filter))
    .orderBy(desc(newsletterSubscribers.createdAt))
    .$dynamic();
  return filter.limit ? query.limit(filter.limit).offset(filter.offset ?? 0) : query;
}

export async function countSubscribers(db: Db, filter: { status: TSubscriberStatus | "all"; search?: string }) {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers).where(listWhere(filter));
  return row?.total ?? 0;
}

export async function countSubscribersByStatus(db: Db) {
  const rows = await db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const totals = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) if (row.status in totals) totals[row.status as keyof typeof totals] = row.total;
  return totals;
}
