import type {
  TAdminComment,
  TAdminCommentList,
  TAdminListCommentsQuery,
  TBulkModerate,
  TCommentStatus,
} from "../../contracts/comments";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import {
  countComments,
  deleteComments,
  findAdminComment,
  findAdminComments,
  updateCommentStatus,
  type AdminCommentRow,
} from "./store";
import { COMMENTS_CACHE, PUBLIC_PAGES_CACHE } from "../cache/namespaces";

export async function listAdminComments(
  context: AppContext,
  query: TAdminListCommentsQuery,
): Promise<TAdminCommentList> {
  const { db } = context.database;
  const filter = { status: query.status, postId: query.postId };
  const [rows, total, pendingTotal] = await Promise.all([
    findAdminComments(db, { ...filter, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countComments(db, filter),
    countComments(db, { status: "pending" }),
  ]);
  return { comments: rows.map(toAdminComment), total, pendingTotal, page: query.page, limit: query.limit };
}

export async function moderateComment(context: AppContext, id: string, status: TCommentStatus): Promise<TAdminComment> {
  if (!(await updateCommentStatus(context.database.db, [id], status))) throw notFound("Comment not found");
  await context.cache.invalidate(COMMENTS_CACHE);
  await context.cache.invalidate(PUBLIC_PAGES_CACHE.blog);
  const row = await findAdminComment(context.database.db, id);
  if (!row) throw notFound("Comment not found");
  return toAdminComment(row);
}

export async function removeComment(context: AppContext, id: string): Promise<void> {
  if (!(await deleteComments(context.database.db, [id]))) throw notFound("Comment not found");
  await context.cache.invalidate(COMMENTS_CACHE);
  await context.cache.invalidate(PUBLIC_PAGES_CACHE.blog);
}

/** Approve, reject or delete many at once; answers how many comments changed. */
export async function moderateComments(context: AppContext, { ids, action }: TBulkModerate): Promise<number> {
  const { db } = context.database;
  const unique = [...new Set(ids)];
  const updated =
    action === "delete"
      ? await deleteComments(db, unique)
      : await updateCommentStatus(db, unique, action === "approve" ? "approved" : "rejected");
  await context.cache.invalidate(COMMENTS_CACHE);
  await context.cache.invalidate(PUBLIC_PAGES_CACHE.blog);
  return updated;
}

function toAdminComment(row: AdminCommentRow): TAdminComment {
  const status = row.status === "approved" || row.status === "rejected" ? row.status : "pending";
  return { ...row, status, createdAt: row.createdAt.toISOString() };
}
