import type { TListSubscribersQuery, TSubscriber, TSubscriberList } from "../../contracts/newsletter";
import type { AppContext } from "../context";
import { countSubscribers, countSubscribersByStatus, findSubscribers, type SubscriberRow } from "./store";

export async function listSubscribers(context: AppContext, query: TListSubscribersQuery): Promise<TSubscriberList> {
  const { db } = context.database;
  const filter = { status: query.status, search: query.q || undefined };
  const [rows, total, counts] = await Promise.all([
    findSubscribers(db, { ...filter, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countSubscribers(db, filter),
    countSubscribersByStatus(db),
  ]);
  return { subscribers: rows.map(toSubscriber), total, page: query.page, limit: query.limit, counts };
}

/** Every matching subscriber as CSV; cells that a spreadsheet would run as formulas are defused. */
export async function exportSubscribersCsv(context: AppContext, query: TListSubscribersQuery): Promise<string> {
  const rows = await findSubscribers(context.database.db, { status: query.status, search: query.q || undefined });
  const lines = [["email", "language", "status", "created_at", "confirmed_at", "unsubscribed_at"]];
  for (const row of rows.map(toSubscriber)) {
    lines.push([row.email, row.language, row.status, row.createdAt, row.confirmedAt ?? "", row.unsubscribedAt ?? ""]);
  }
  return `${lines.map((cells) => cells.map(toCsvCell).join(",")).join("\r\n")}\r\n`;
}

function toCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toSubscriber(row: SubscriberRow): TSubscriber {
  const status = row.status === "confirmed" || row.status === "unsubscribed" ? row.status : "pending";
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}
