/**
 * Error codes the API answers as `{ error: { code, message } }`. The client translates the
 * code (locales `errors.<code>`); the English message is for logs and API users.
 */
export const ERROR_CODES = [
  "validation_failed",
  "not_found",
  "unauthenticated",
  "forbidden",
  "rate_limited",
  "payload_too_large",
  "unsupported_media_type",
  "conflict",
  "internal_error",
  "service_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
