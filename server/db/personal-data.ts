import { asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** Whose personal data is read (the export) or erased (the account's deletion). */
export interface ExportOwner {
  id: string;
  /** Lower-case: rows kept by e-mail (comments, newsletter, contact) are matched on it. */
  email: string;
}

/**
 * One part of the personal-data export, offered by the domain that owns its tables: the tables it
 * covers (the export test checks that every table holding a user id or an e-mail is covered by a
 * section or left out on purpose) and how it reads the owner's rows.
 */
export interface ExportSection {
  key: string;
  tables: PgTable[];
  read: (db: Db, owner: ExportOwner) => Promise<unknown>;
}

const SECRET_COLUMNS = new Set([
  "authorTokenHash",
  "ipHash",
  "confirmTokenHash",
  "unsubscribeToken",
  "sessionTokenHash",
  "deviceFingerprint",
  "deviceTokenHash",
  "storageKey",
  "fileKeys",
  "userId",
]);

/** Every column of the table but secrets, keys and the owner id itself. */
export function visibleColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !SECRET_COLUMNS.has(name)));
}

export function rowsOf(table: PgTable, where: (columns: Record<string, PgColumn>) => SQL, order?: string) {
  return (db: Db) => {
    const columns = getTableColumns(table);
    const orderColumn = order ? columns[order] : undefined;
    const query = db.select(visibleColumns(table)).from(table).where(where(columns));
    return orderColumn ? query.orderBy(asc(orderColumn)) : query;
  };
}

/** Rows whose `user_id` is the owner's. */
export function ownRows(table: PgTable, order?: string) {
  return (db: Db, owner: ExportOwner) =>
    rowsOf(table, (columns) => eq(columns.userId as PgColumn, owner.id), order)(db);
}

/** Rows kept under the owner's e-mail (people write before or without an account). */
export function rowsByEmail(table: PgTable, emailColumn: string, order?: string) {
  return (db: Db, owner: ExportOwner) =>
    rowsOf(table, (columns) => eq(sql`lower(${columns[emailColumn] as PgColumn})`, owner.email), order)(db);
}
