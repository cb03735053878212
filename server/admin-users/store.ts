import { desc, ilike, or, sql } from "drizzle-orm";
import type { Executor } from "../auth/store";
import { emails, users } from "../db/schema/index";

/** One page of users, newest first, whose e-mail or name contains `query`. */
export async function listUsersPage(db: Executor, query: string | undefined, page: number, pageSize: number) {
  const pattern = query ? `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function listRecentEmails(db: Executor, limit: number) {
  return db.select().from(emails).orderBy(desc(emails.createdAt)).limit(limit);
}
