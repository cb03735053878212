import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { TCommentStatus } from "../../contracts/comments";
import type { Db } from "../db/client";
import { blogComments, blogPosts } from "../db/schema/index";

export type NewComment = typeof blogComments.$inferInsert;

const publicColumns = {
  id: blogComments.id,
  parentId: blogComments.parentId,
  name: blogComments.name,
  content: blogComments.content,
  createdAt: blogComments.createdAt,
  status: blogComments.status,
};
export type PublicCommentRow = Awaited<ReturnType<typeof findApprovedComments>>[number];

/** Approved comments of a post, oldest first. */
export async function findApprovedComments(db: Db, postId: string) {
  return db
    .select(publicColumns)
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, "approved")))
    .orderBy(asc(blogComments.createdAt));
}

/** Pending comments written by the browser holding the token. */
export async function findOwnPendingComments(db: Db, postId: string, authorTokenHash: string) {
  return db
    .select(publicColumns)
    .from(blogComments)
    .where(
      and(
        eq(blogComments.postId, postId),
        eq(blogComments.status, "pending"),
        eq(blogComments.authorTokenHash, authorTokenHash),
      ),
    )
    .orderBy(asc(blogComments.createdAt));
}

export async function findComment(db: Db, id: string) {
  const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id)).limit(1);
  return row;
}

export async function insertComment(db: Db, values: NewComment) {
  const [row] = await db.insert(blogComments).values(values).returning(publicColumns);
  if (!row) throw new Error("comment insert returned nothing");
  return row;
}

const adminColumns = {
  id: blogComments.id,
  postId: blogComments.postId,
  postTitle: blogPosts.title,
  postSlug: blogPosts.slug,
  parentId: blogComments.parentId,
  name: blogComments.name,
  email: blogComments.email,
  content: blogComments.content,
  status: blogComments.status,
  createdAt: blogComments.createdAt,
};
export type AdminCommentRow = Awaited<ReturnType<typeof findAdminComments>>[number];

function adminWhere(filter: { status: TCommentStatus | "all"; postId?: string }): SQL | undefined {
  return and(
    filter.status === "all" ? undefined : eq(blogComments.status, filter.status),
    filter.postId ? eq(blogComments.postId, filter.postId) : undefined,
  );
}

/** The moderation queue, newest first. */
export async function findAdminComments(
  db: Db,
  filter: { status: TCommentStatus | "all"; postId?: string; limit: number; offset: number },
) {
  return db
    .select(adminColumns)
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(adminWhere(filter))
    .orderBy(desc(blogComments.createdAt))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countComments(db: Db, filter: { status: TCommentStatus | "all"; postId?: string }) {
  const [row] = await db.select({ total: count() }).from(blogComments).where(adminWhere(filter));
  return row?.total ?? 0;
}

export async function findAdminComment(db: Db, id: string) {
  const [row] = await db
    .select(adminColumns)
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.id, id))
    .limit(1);
  return row;
}

export async function updateCommentStatus(db: Db, ids: string[], status: TCommentStatus): Promise<number> {
  const rows = await db
    .update(blogComments)
    .set({ status })
    .where(inArray(blogComments.id, ids))
    .returning({ id: blogComments.id });
  return rows.length;
}

/** A deleted comment: the row goes, and its replies with it. */
export async function deleteComments(db: Db, ids: string[]): Promise<number> {
  const rows = await db.delete(blogComments).where(inArray(blogComments.id, ids)).returning({ id: blogComments.id });
  return rows.length;
}
