import type { FastifyInstance } from "fastify";
import { registerErrorHandler, type ErrorFormat } from "../core/errors";

/** OpenAI's error `type` for each status its clients tell apart. */
function typeOf(status: number): string {
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
  if (status === 404) return "not_found_error";
  if (status === 429) return "rate_limit_error";
  if (status >= 500) return "server_error";
  return "invalid_request_error";
}

/** Our codes, except a refused credential, which OpenAI clients know as `invalid_api_key`. */
function codeOf(status: number, code: string): string {
  return status === 401 ? "invalid_api_key" : code;
}

function toBody(status: number, code: string, message: string) {
  return { error: { message, type: typeOf(status), code: codeOf(status, code), param: null } };
}

/** What a `status` of a failure is in our shared error handler: the failure's code names it. */
const FAILURE_STATUS: Record<string, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
};

/**
 * The OpenAI-compatible API answers errors as OpenAI does, `{ error: { message, type, code,
 * param } }`, so the official clients raise their own error classes (AuthenticationError,
 * NotFoundError, RateLimitError...). What counts as which error stays the shared handler's.
 */
export const OPENAI_ERROR_FORMAT: ErrorFormat = {
  fromAppError: (error) => ({ status: error.status, body: toBody(error.status, error.code, error.message) }),
  fromFailure: (code, message) => toBody(FAILURE_STATUS[code] ?? 400, code, message),
};

export function useOpenAiErrors(app: FastifyInstance): void {
  registerErrorHandler(app, OPENAI_ERROR_FORMAT);
}
