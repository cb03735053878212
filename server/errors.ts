import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "../contracts/errors";

/** An error a user or client can act on: it carries the HTTP status and a stable code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The JSON body; auth overrides it to speak the GoTrue error shape. */
  toBody(): unknown {
    const body: ApiErrorBody = { error: { code: this.code, message: this.message } };
    if (this.details !== undefined) body.error.details = this.details;
    return body;
  }
}

export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
export const forbidden = (message = "Forbidden") => new AppError(403, "forbidden", message);
export const unauthenticated = (message = "Sign-in required") =>
  new AppError(401, "unauthenticated", message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, "validation_failed", message, details);

/** Maps every thrown error to `{ error: { code, message } }`; never leaks a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers).status(error.status).send(error.toBody());
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message,
      }));
      void reply.status(400).send(body("validation_failed", "Invalid request", details));
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      void reply.status(status).send(body("internal_error", "Something went wrong on our side"));
      return;
    }
    void reply.status(status).send(body(codeForStatus(status), error.message));
  });
}

function body(code: ErrorCode, message: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return "unauthenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    default:
      return "validation_failed";
  }
}
