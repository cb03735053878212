import { and, count, desc, eq } from "drizzle-orm";
import type { TSavePromptFavourite } from "../../contracts/prompt-generator";
import type { Db } from "../db/client";
import { aiPromptFavourites } from "../db/schema/index";

export type PromptFavouriteRow = typeof aiPromptFavourites.$inferSelect;

export async function findFavourites(db: Db, userId: string, limit: number): Promise<PromptFavouriteRow[]> {
  return db
    .select()
    .from(aiPromptFavourites)
    .where(eq(aiPromptFavourites.userId, userId))
    .orderBy(desc(aiPromptFavourites.createdAt))
    .limit(limit);
}

export async function countFavourites(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(aiPromptFavourites)
    .where(eq(aiPromptFavourites.userId, userId));
  return row?.total ?? 0;
}

export async function insertFavourite(
  db: Db,
  userId: string,
  favourite: TSavePromptFavourite,
): Promise<PromptFavouriteRow> {
  const [row] = await db
    .insert(aiPromptFavourites)
    .values({ userId, ...favourite })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Deletes only the user's own favourite; false when there is none with that id for them. */
export async function deleteFavourite(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(aiPromptFavourites)
    .where(and(eq(aiPromptFavourites.id, id), eq(aiPromptFavourites.userId, userId)))
    .returning({ id: aiPromptFavourites.id });
  return deleted.length > 0;
}
