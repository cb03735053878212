import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";

/** The request being served, so every log line written while serving it names it. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * One logger for the process. Secrets in requests are redacted before anything is written.
 * `destination` defaults to standard output; tests pass a stream to read the lines.
 */
export function createLogger(config: Config, destination?: pino.DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
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
  return destination ? pino(options, destination) : pino(options);
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
