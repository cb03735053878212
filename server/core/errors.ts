import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "../../contracts/errors";

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
export const unauthenticated = (message = "Sign-in required") => new AppError(401, "unauthenticated", message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, "validation_failed", message, details);

/** How one family of endpoints writes its errors; what counts as which error stays shared. */
export interface ErrorFormat {
  /** An AppError thrown by our code: its status (possibly remapped) and body. */
  fromAppError: (error: AppError) => { status: number; body: unknown };
  /** Anything else: bad input, a framework refusal, or our own failure (internal_error). */
  fromFailure: (code: ErrorCode, message: string, details?: unknown) => unknown;
}

/** `{ error: { code, message, details? } }` (docs/architecture.md, "The HTTP contract"). */
export const API_ERROR_FORMAT: ErrorFormat = {
  fromAppError: (error) => ({ status: error.status, body: error.toBody() }),
  fromFailure: (code, message, details) => body(code, message, details),
};

/**
 * Maps every thrown error of the scope to its family's format; never leaks a stack trace.
 * Validation problems answer 400, framework refusals keep their status, the rest is a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance, format: ErrorFormat = API_ERROR_FORMAT): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { status, body: errorBody } = format.fromAppError(error);
      void reply.headers(error.headers).status(status).send(errorBody);
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message,
      }));
      const message = details.map((issue) => `${issue.path} ${issue.message}`.trim()).join("; ");
      void reply.status(400).send(format.fromFailure("validation_failed", message || "Invalid request", details));
      return;
    }
    if (isMalformedMultipart(error)) {
      void reply.status(400).send(format.fromFailure("validation_failed", "Malformed multipart/form-data body"));
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      void reply.status(500).send(format.fromFailure("internal_error", "Something went wrong on our side"));
      return;
    }
    void reply.status(status).send(format.fromFailure(codeForStatus(status), error.message));
  });
}

/**
 * The multipart parser's (busboy's) own errors carry no status: a missing or oversized boundary,
 * a body cut short. They are the client's fault, so 400 rather than a logged 500.
 */
const MULTIPART_PARSER_ERRORS = [
  "Multipart: Boundary not found",
  "Boundary required",
  "Unexpected end of multipart data",
  "terminated early due to unexpected end of multipart data",
  "The needle cannot have a length bigger than 256.",
];

function isMalformedMultipart(error: Error): boolean {
  return MULTIPART_PARSER_ERRORS.some((message) => error.message.endsWith(message));
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
