import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { Config } from "./config";
import { redactingDestination } from "./log-redaction";

/** The request being served, so every log line written while serving it names it. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * One logger for the process. Secrets in requests are redacted before anything is written, the
 * installation's own secrets (and anything shaped like a key) wherever they appear in a line
 * (./log-redaction.ts), and errors are written without the data they were about (see serializeError).
 * `destination` defaults to standard output; tests pass a stream to read the lines.
 */
export function createLogger(config: Config, destination?: pino.DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: { err: serializeError },
    // Lines written by services (not through request.log) still carry the request's id.
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.requestId } : {};
    },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.password",
        "*.token",
        "*.access_token",
        "*.refresh_token",
      ],
      censor: "[redacted]",
    },
  };
  return pino(options, redactingDestination(destination ?? pino.destination(1), config));
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Keeps a well-formed X-Request-Id from a proxy (so one id follows a request across hops),
 * otherwise makes one; anything else a client sends is ignored, so logs cannot be forged.
 */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

const EMAIL_ADDRESS = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;
const QUOTED_VALUE = /"[^"]*"/g;

/**
 * An error as the log keeps it: type, SQLSTATE, stack frames and a message with e-mail addresses
 * masked. A failed query keeps its SQL but never its parameters, and a database error never its
 * `detail` or quoted values: those are what the visitor sent (contact texts, e-mails, tokens).
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: "[not an Error]" };
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  const cause = depth < 3 && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined;
  if (error instanceof DrizzleQueryError) {
    return { type: "DrizzleQueryError", message: `Failed query: ${error.query}`, stack: frames.join("\n"), cause };
  }
  const fields = error as Error &
    Partial<Record<"code" | "routine" | "constraint" | "table" | "column" | "severity", string>>;
  const isDatabaseError = typeof fields.severity === "string" && typeof fields.routine === "string";
  const message = isDatabaseError ? error.message.replace(QUOTED_VALUE, '"…"') : error.message;
  return {
    type: error.name,
    message: message.replace(EMAIL_ADDRESS, "[e-mail]"),
    ...(typeof fields.code === "string" ? { code: fields.code } : {}),
    ...(isDatabaseError
      ? { routine: fields.routine, constraint: fields.constraint, table: fields.table, column: fields.column }
      : {}),
    stack: frames.join("\n"),
    ...(cause ? { cause } : {}),
  };
}
