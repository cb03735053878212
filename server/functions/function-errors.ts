import type { FastifyInstance } from "fastify";
import type { FunctionErrorBody, FunctionErrorCode, WeakPasswordReason } from "../../contracts/auth";
import { registerErrorHandler, type AppError, type ErrorFormat } from "../core/errors";

/**
 * The server functions answer refusals flat, as the browser reads them:
 * `{ error, code, reason }` plus `reasons` / `retry_after_seconds` (contracts/auth.ts).
 */
export function useFunctionErrors(app: FastifyInstance): void {
  registerErrorHandler(app, FUNCTION_ERROR_FORMAT);
}

const FUNCTION_ERROR_FORMAT: ErrorFormat = {
  fromAppError: (error) => ({ status: error.status, body: toBody(error) }),
  fromFailure: (code, message) =>
    buildBody(code === "internal_error" ? "internal_error" : "validation_failed", message),
};

function toBody(error: AppError): FunctionErrorBody {
  const body = buildBody(error.code as FunctionErrorCode, error.message);
  const details = typeof error.details === "object" && error.details !== null ? error.details : {};
  if (error.code === "weak_password" && "reasons" in details && Array.isArray(details.reasons)) {
    body.reasons = details.reasons.filter((reason): reason is WeakPasswordReason => typeof reason === "string");
  }
  if ("retry_after_seconds" in details && typeof details.retry_after_seconds === "number") {
    body.retry_after_seconds = details.retry_after_seconds;
  }
  return body;
}

function buildBody(code: FunctionErrorCode, message: string): FunctionErrorBody {
  return { error: message, code, reason: code };
}
