import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { GoTrueErrorBody, GoTrueErrorCode, WeakPasswordReason } from "../../contracts/auth";
import { AppError } from "../errors";

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
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { status, body } = toGoTrue(error);
      void reply.headers(error.headers).status(status).send(body);
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => `${issue.instancePath} ${issue.message}`.trim())
        .join("; ");
      void reply.status(400).send(buildBody("validation_failed", message || "Invalid request"));
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, "auth request failed");
    const code = status >= 500 ? "unexpected_failure" : "validation_failed";
    const message = status >= 500 ? "Unexpected failure" : error.message;
    void reply.status(status).send({ code, error_code: code, msg: message, message });
  });
}

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
