import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resources } from "../db/schema/index";

export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = typeof resources.$inferInsert;

const listingOrder = [asc(resources.sortOrder), asc(resources.createdAt)];

export function listPublishedResources(db: Db): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .where(eq(resources.published, true))
    .orderBy(...listingOrder);
}

export function listAllResources(db: Db): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .orderBy(...listingOrder);
}

export async function findResource(db: Db, id: string): Promise<ResourceRow | undefined> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row;
}

export async function findPublishedResource(db: Db, id: string): Promise<ResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.published, true)));
  return row;
}

export async function insertResource(db: Db, values: NewResource): Promise<ResourceRow> {
  const [row] = await db.insert(resources).values(values).returning();
  if (!row) throw new Error("resource insert returned nothing");
  return row;
}

export async function updateResource(
  db: Db,
  id: string,
  values: Partial<NewResource>,
): Promise<ResourceRow | undefined> {
  const [row] = await db
    .update(resources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(resources.id, id))
    .returning();
  return row;
}

export async function deleteResource(db: Db, id: string): Promise<ResourceRow | undefined> {
  const [row] = await db.delete(resources).where(eq(resources.id, id)).returning();
  return row;
}

export async function countDownload(db: Db, id: string): Promise<void> {
  await db
    .update(resources)
    .set({ downloads: sql`${resources.downloads} + 1` })
    .where(eq(resources.id, id));
}
