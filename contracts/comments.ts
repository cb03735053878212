import { z } from "zod";
import { multilineText, text } from "./text";
import { COMMENT_CONTENT_MAX, COMMENT_EMAIL_MAX, COMMENT_NAME_MAX } from "./comment-limits";

export {
  COMMENT_AUTHOR_TOKEN_HEADER,
  COMMENT_CONTENT_MAX,
  COMMENT_EMAIL_MAX,
  COMMENT_NAME_MAX,
  COMMENT_RATE_LIMIT,
} from "./comment-limits";

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];

/** A comment as the public sees it: never the e-mail. */
export const ZPublicCommentSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** "pending" only reaches the browser that wrote it ("awaiting moderation"). */
  status: z.enum(["approved", "pending"]),
});
export type TPublicComment = z.infer<typeof ZPublicCommentSchema>;

export const ZCommentThreadSchema = ZPublicCommentSchema.extend({
  /** One level deep, oldest first. */
  replies: z.array(ZPublicCommentSchema),
});
export type TCommentThread = z.infer<typeof ZCommentThreadSchema>;

/** GET /api/blog/posts/:slug/comments (send the author token header to see own pending ones). */
export const ZCommentListSchema = z.object({
  /** Top-level comments oldest first ("newest last"), replies under their parent. */
  comments: z.array(ZCommentThreadSchema),
  /** Approved comments, replies included. */
  total: z.number().int(),
});
export type TCommentList = z.infer<typeof ZCommentListSchema>;

/** POST /api/blog/posts/:slug/comments → 201 ZCreatedCommentSchema. */
export const ZCreateCommentSchema = z.object({
  name: text().trim().min(1).max(COMMENT_NAME_MAX),
  email: z.email().max(COMMENT_EMAIL_MAX),
  content: multilineText().trim().min(1).max(COMMENT_CONTENT_MAX),
  /** Reply to this comment; a reply to a reply is attached to its top-level parent. */
  parentId: z.uuid().nullable().optional(),
  /** Honeypot: hidden from people, left empty by them; bots fill it and are silently dropped. */
  website: text().max(500).optional(),
});
export type TCreateComment = z.infer<typeof ZCreateCommentSchema>;

export const ZCreatedCommentSchema = z.object({
  comment: ZPublicCommentSchema,
  /** Keep it and send it back in COMMENT_AUTHOR_TOKEN_HEADER; same value when one was sent. */
  authorToken: z.string(),
});
export type TCreatedComment = z.infer<typeof ZCreatedCommentSchema>;

// ---------------------------------------------------------------- admin moderation

/** GET /api/admin/comments?status=&postId=&page=&limit= */
export const ZAdminListCommentsQuerySchema = z.object({
  status: z.enum(["all", ...COMMENT_STATUSES]).default("pending"),
  postId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminListCommentsQuery = z.infer<typeof ZAdminListCommentsQuerySchema>;

export const ZAdminCommentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  postTitle: z.string(),
  postSlug: z.string(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  content: z.string(),
  status: z.enum(COMMENT_STATUSES),
  createdAt: z.string(),
});
export type TAdminComment = z.infer<typeof ZAdminCommentSchema>;

export const ZAdminCommentListSchema = z.object({
  comments: z.array(ZAdminCommentSchema),
  total: z.number().int(),
  /** Pending comments across the blog, for the moderation badge. */
  pendingTotal: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAdminCommentList = z.infer<typeof ZAdminCommentListSchema>;

/** PATCH /api/admin/comments/:id; DELETE /api/admin/comments/:id → 204. */
export const ZModerateCommentSchema = z.object({ status: z.enum(["approved", "rejected"]) });
export type TModerateComment = z.infer<typeof ZModerateCommentSchema>;

export const BULK_MODERATION_MAX = 100;
/** POST /api/admin/comments/bulk → { updated }. */
export const ZBulkModerateSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(BULK_MODERATION_MAX),
  action: z.enum(["approve", "reject", "delete"]),
});
export type TBulkModerate = z.infer<typeof ZBulkModerateSchema>;
export const ZBulkModerateResultSchema = z.object({ updated: z.number().int() });
