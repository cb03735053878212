import type { FastifyInstance } from "fastify";
import type { GoTrueErrorBody, GoTrueErrorCode, WeakPasswordReason } from "../../contracts/auth";
import { registerErrorHandler, type AppError, type ErrorFormat } from "../errors";

/** auth-js reads `{ code }` errors only when the response names an API version this recent. */
export const API_VERSION_HEADER = "x-supabase-api-version";
export const API_VERSION = "2024-01-01";

/**
 * Makes every answer of this scope speak GoTrue: the API-version header on all of them, and
 * errors as `{ code, error_code, msg, message }` (contracts/auth.ts), so the stock auth-js
 * client raises `AuthApiError` / `AuthWeakPasswordError` with our code and status.
 */
export function useGoTrueErrors(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    void reply.header(API_VERSION_HEADER, API_VERSION);
  });
  registerErrorHandler(app, GOTRUE_ERROR_FORMAT);
}

const GOTRUE_ERROR_FORMAT: ErrorFormat = {
  fromAppError: toGoTrue,
  fromFailure: (code, message) =>
    code === "internal_error"
      ? buildBody("unexpected_failure", "Unexpected failure")
      : buildBody("validation_failed", message),
};

function toGoTrue(error: AppError): { status: number; body: GoTrueErrorBody } {
  switch (error.code) {
    case "pwned_password":
      return { status: 422, body: buildBody("weak_password", error.message, ["pwned"]) };
    case "weak_password":
      return {
        status: 422,
        body: buildBody("weak_password", error.message, readReasons(error.details)),
      };
    case "user_already_exists":
      return { status: 422, body: buildBody("user_already_exists", error.message) };
    case "rate_limited":
      return { status: 429, body: buildBody("over_request_rate_limit", error.message) };
    case "unauthenticated":
      return { status: 401, body: buildBody("no_authorization", error.message) };
    default:
      return {
        status: error.status,
        body: buildBody(error.code as GoTrueErrorCode, error.message),
      };
  }
}

function buildBody(
  code: GoTrueErrorCode,
  message: string,
  reasons?: WeakPasswordReason[],
): GoTrueErrorBody {
  const body: GoTrueErrorBody = { code, error_code: code, msg: message, message };
  if (reasons) body.weak_password = { reasons };
  return body;
}

function readReasons(details: unknown): WeakPasswordReason[] {
  if (
    typeof details === "object" &&
    details !== null &&
    "reasons" in details &&
    Array.isArray(details.reasons)
  ) {
    return details.reasons.filter(
      (reason): reason is WeakPasswordReason => typeof reason === "string",
    );
  }
  return [];
}
