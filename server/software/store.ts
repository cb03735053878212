import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { softwareProducts } from "../db/schema/index";

export type SoftwareRow = typeof softwareProducts.$inferSelect;
export type NewSoftware = typeof softwareProducts.$inferInsert;

const ORDER = [asc(softwareProducts.sortOrder), asc(softwareProducts.name)];

export async function findPublishedSoftware(db: Db): Promise<SoftwareRow[]> {
  return db
    .select()
    .from(softwareProducts)
    .where(eq(softwareProducts.published, true))
    .orderBy(...ORDER);
}

export async function findPublishedSoftwareBySlug(db: Db, slug: string): Promise<SoftwareRow | undefined> {
  const [row] = await db
    .select()
    .from(softwareProducts)
    .where(and(eq(softwareProducts.slug, slug), eq(softwareProducts.published, true)));
  return row;
}

export async function findAllSoftware(db: Db): Promise<SoftwareRow[]> {
  return db
    .select()
    .from(softwareProducts)
    .orderBy(...ORDER);
}

export async function findSoftwareIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: softwareProducts.id })
    .from(softwareProducts)
    .where(eq(softwareProducts.slug, slug));
  return row?.id;
}

/** Inserts unless the slug is taken; undefined then. */
export async function insertSoftware(db: Db, values: NewSoftware): Promise<SoftwareRow | undefined> {
  const [row] = await db.insert(softwareProducts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSoftware(
  db: Db,
  id: string,
  values: Partial<NewSoftware>,
): Promise<SoftwareRow | undefined> {
  const [row] = await db
    .update(softwareProducts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(softwareProducts.id, id))
    .returning();
  return row;
}

export async function deleteSoftware(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(softwareProducts)
    .where(eq(softwareProducts.id, id))
    .returning({ id: softwareProducts.id });
  return rows.length > 0;
}
