import { randomUUID } from "node:crypto";
import type {
  TCommentList,
  TCommentThread,
  TCreateComment,
  TCreatedComment,
  TPublicComment,
} from "../../contracts/comments";
import { readPublicPost } from "../blog/service";
import type { AppContext } from "../context";
import { badRequest } from "../core/errors";
import {
  findApprovedComments,
  findComment,
  findOwnPendingComments,
  insertComment,
  type PublicCommentRow,
} from "./store";
import { generateAuthorToken, hashAuthorToken, hashIp, isAuthorToken } from "./tokens";
import { COMMENTS_CACHE } from "../cache/namespaces";

/**
 * Approved comments oldest first with their replies under them; the pending ones written by the
 * browser that holds `authorToken` are mixed in, marked pending ("awaiting moderation").
 */
export async function listComments(context: AppContext, slug: string, authorToken?: string): Promise<TCommentList> {
  const post = await readPublicPost(context, slug);
  const { db } = context.database;
  const approved = await context.cache.read(COMMENTS_CACHE, post.id, () => findApprovedComments(db, post.id));
  const own = isAuthorToken(authorToken) ? await findOwnPendingComments(db, post.id, hashAuthorToken(authorToken)) : [];
  return { comments: buildThreads([...approved, ...own]), total: approved.length };
}

function buildThreads(rows: PublicCommentRow[]): TCommentThread[] {
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const threads = new Map<string, TCommentThread>();
  for (const row of sorted) if (!row.parentId) threads.set(row.id, { ...toPublicComment(row), replies: [] });
  for (const row of sorted) if (row.parentId) threads.get(row.parentId)?.replies.push(toPublicComment(row));
  return [...threads.values()];
}

function toPublicComment(row: PublicCommentRow): TPublicComment {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    status: row.status === "approved" ? "approved" : "pending",
  };
}

interface NewComment {
  slug: string;
  input: TCreateComment;
  authorToken?: string;
  ip: string;
}

/** A new comment waits for moderation; replies stay one level deep. */
export async function postComment(
  context: AppContext,
  { slug, input, authorToken, ip }: NewComment,
): Promise<TCreatedComment> {
  const post = await readPublicPost(context, slug);
  const token = isAuthorToken(authorToken) ? authorToken : generateAuthorToken();
  const parentId = input.parentId ? await resolveParent(context, post.id, input.parentId) : null;
  if (input.website) {
    // Honeypot filled: answer like a success so the bot learns nothing, store nothing.
    const createdAt = new Date().toISOString();
    return {
      comment: { id: randomUUID(), parentId, name: input.name, content: input.content, createdAt, status: "pending" },
      authorToken: token,
    };
  }
  const row = await insertComment(context.database.db, {
    postId: post.id,
    parentId,
    name: input.name,
    email: input.email.trim().toLowerCase(),
    content: input.content,
    status: "pending",
    authorTokenHash: hashAuthorToken(token),
    ipHash: hashIp(context.hashKey, ip),
  });
  return { comment: toPublicComment(row), authorToken: token };
}

/** The top-level approved comment a reply belongs under (a reply to a reply joins its parent). */
async function resolveParent(context: AppContext, postId: string, parentId: string): Promise<string> {
  const parent = await findComment(context.database.db, parentId);
  if (!parent || parent.postId !== postId || parent.status !== "approved") {
    throw badRequest("The comment replied to does not exist", [{ path: "/parentId", message: "Unknown comment" }]);
  }
  return parent.parentId ?? parent.id;
}
