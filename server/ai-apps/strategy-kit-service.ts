import { eq, sql } from "drizzle-orm";
import { ZStrategyKitSchema, type TSavedStrategyKit, type TStrategyKit } from "../../contracts/strategy-kit";
import type { AppContext } from "../context";
import { aiStrategyKits } from "../db/schema/index";

/** The user's kit; a stored kit that no longer fits the schema reads as none rather than failing. */
export async function getStrategyKit(context: AppContext, userId: string): Promise<TSavedStrategyKit> {
  const [row] = await context.database.db.select().from(aiStrategyKits).where(eq(aiStrategyKits.userId, userId));
  const parsed = row ? ZStrategyKitSchema.safeParse(row.kit) : null;
  if (!row || !parsed?.success) return { kit: null, updatedAt: null };
  return { kit: parsed.data, updatedAt: row.updatedAt.toISOString() };
}

/** Replaces the user's kit whole (one row per user). */
export async function saveStrategyKit(
  context: AppContext,
  userId: string,
  kit: TStrategyKit,
): Promise<TSavedStrategyKit> {
  const [row] = await context.database.db
    .insert(aiStrategyKits)
    .values({ userId, kit })
    .onConflictDoUpdate({ target: aiStrategyKits.userId, set: { kit, updatedAt: sql`now()` } })
    .returning();
  return { kit, updatedAt: (row?.updatedAt ?? new Date()).toISOString() };
}
