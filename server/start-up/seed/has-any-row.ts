import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";

/**
 * Whether any of the tables holds a row, in one query. Seeders ask it at every start, so it
 * stops at the first row (EXISTS) instead of counting a table that may have grown large.
 */
export async function hasAnyRow(db: Executor, ...tables: PgTable[]): Promise<boolean> {
  const checks = sql.join(
    tables.map((table) => sql`EXISTS (SELECT 1 FROM ${table})`),
    sql` OR `,
  );
  const { rows } = await db.execute<{ found: boolean }>(sql`SELECT ${checks} AS found`);
  return rows[0]?.found === true;
}
