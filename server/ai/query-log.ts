import type { Executor } from "../db/client";
import { aiQueryLog } from "../db/schema/index";

/** One line of the admin's usage report: who asked, for which assistant, the tokens, and whether it failed. */
export async function logQuery(db: Executor, values: typeof aiQueryLog.$inferInsert): Promise<void> {
  await db.insert(aiQueryLog).values(values);
}
