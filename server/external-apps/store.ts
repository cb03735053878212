import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { externalApps } from "../db/schema/index";

export type ExternalAppRow = typeof externalApps.$inferSelect;
export type NewExternalApp = typeof externalApps.$inferInsert;

const ORDER = [asc(externalApps.sortOrder), asc(externalApps.name)];

export async function findPublishedExternalApps(db: Db): Promise<ExternalAppRow[]> {
  return db
    .select()
    .from(externalApps)
    .where(eq(externalApps.published, true))
    .orderBy(...ORDER);
}

export async function findAllExternalApps(db: Db): Promise<ExternalAppRow[]> {
  return db
    .select()
    .from(externalApps)
    .orderBy(...ORDER);
}

export async function findExternalApp(db: Db, id: string): Promise<ExternalAppRow | undefined> {
  const [row] = await db.select().from(externalApps).where(eq(externalApps.id, id));
  return row;
}

export async function insertExternalApp(db: Db, values: NewExternalApp): Promise<ExternalAppRow> {
  const [row] = await db.insert(externalApps).values(values).returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

export async function updateExternalApp(
  db: Db,
  id: string,
  values: Partial<NewExternalApp>,
): Promise<ExternalAppRow | undefined> {
  const [row] = await db
    .update(externalApps)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(externalApps.id, id))
    .returning();
  return row;
}

export async function deleteExternalApp(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(externalApps).where(eq(externalApps.id, id)).returning({ id: externalApps.id });
  return rows.length > 0;
}

/** One more click, counted in the row itself (atomic, no lost updates between instances). */
export async function countExternalAppClick(db: Db, id: string): Promise<void> {
  await db
    .update(externalApps)
    .set({ clicks: sql`${externalApps.clicks} + 1` })
    .where(eq(externalApps.id, id));
}
