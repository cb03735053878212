import { COMMENT_CONTENT_MAX, COMMENT_EMAIL_MAX, COMMENT_NAME_MAX } from "../../../../contracts/comment-limits";

export interface CommentFields {
  name: string;
  email: string;
  content: string;
}

export type CommentErrorKey = "nameRequired" | "emailInvalid" | "contentRequired" | "tooLong";
export type CommentErrors = Partial<Record<keyof CommentFields, CommentErrorKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's limits (contracts/comments.ts), checked before sending. */
export function validateComment(fields: CommentFields): CommentErrors {
  const errors: CommentErrors = {};
  if (!fields.name.trim()) errors.name = "nameRequired";
  else if (fields.name.trim().length > COMMENT_NAME_MAX) errors.name = "tooLong";
  if (!EMAIL_PATTERN.test(fields.email.trim()) || fields.email.trim().length > COMMENT_EMAIL_MAX)
    errors.email = "emailInvalid";
  if (!fields.content.trim()) errors.content = "contentRequired";
  else if (fields.content.length > COMMENT_CONTENT_MAX) errors.content = "tooLong";
  return errors;
}

/** Maps the server's `details: [{ path: "/email" }]` to our per-field keys. */
export function errorsFromDetails(details: unknown): CommentErrors {
  const errors: CommentErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as unknown[]) {
    if (typeof detail !== "object" || detail === null || !("path" in detail)) continue;
    const field = String(detail.path).replace(/^\//, "");
    if (field === "name") errors.name = "nameRequired";
    if (field === "email") errors.email = "emailInvalid";
    if (field === "content") errors.content = "contentRequired";
  }
  return errors;
}
