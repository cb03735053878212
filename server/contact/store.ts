import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema/index";

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<ContactRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error("contact insert returned nothing");
  return row;
}

const readWhere = (status: "all" | "read" | "unread"): SQL | undefined =>
  status === "all" ? undefined : eq(contactMessages.read, status === "read");

export async function findContactMessages(
  db: Db,
  filter: { status: "all" | "read" | "unread"; limit: number; offset: number },
) {
  return (
    db
      .select()
      .from(contactMessages)
      .where(readWhere(filter.status))
      // Priority support (enterprise) first, then newest first.
      .orderBy(desc(contactMessages.priority), desc(contactMessages.createdAt))
      .limit(filter.limit)
      .offset(filter.offset)
  );
}

export async function countContactMessages(db: Db, status: "all" | "read" | "unread"): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(readWhere(status));
  return row?.total ?? 0;
}

export async function markContactMessage(db: Db, id: string, read: boolean) {
  const [row] = await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning();
  return row;
}

export async function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
