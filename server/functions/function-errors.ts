import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type {
  FunctionErrorBody,
  FunctionErrorCode,
  WeakPasswordReason,
} from "../../contracts/auth";
import { AppError } from "../errors";

/**
 * The server functions answer refusals flat, as the spec's client reads them (section 7):
 * `{ error, code, reason }` plus `reasons` / `retry_after_seconds` (contracts/auth.ts).
 */
export function useFunctionErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers).status(error.status).send(toBody(error));
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
    if (status >= 500) {
      request.log.error({ err: error }, "function failed");
      void reply.status(500).send({
        error: "Something went wrong on our side",
        code: "internal_error",
        reason: "internal_error",
      });
      return;
    }
    void reply.status(status).send(buildBody("validation_failed", error.message));
  });
}

function toBody(error: AppError): FunctionErrorBody {
  const body = buildBody(error.code as FunctionErrorCode, error.message);
  const details = typeof error.details === "object" && error.details !== null ? error.details : {};
  if (error.code === "weak_password" && "reasons" in details && Array.isArray(details.reasons)) {
    body.reasons = details.reasons.filter(
      (reason): reason is WeakPasswordReason => typeof reason === "string",
    );
  }
  if ("retry_after_seconds" in details && typeof details.retry_after_seconds === "number") {
    body.retry_after_seconds = details.retry_after_seconds;
  }
  return body;
}

function buildBody(code: FunctionErrorCode, message: string): FunctionErrorBody {
  return { error: message, code, reason: code };
}
