import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";

/** One logger for the process. Secrets in requests are redacted before anything is written. */
export function createLogger(config: Config): FastifyBaseLogger {
  return pino({
    level: config.LOG_LEVEL,
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
  });
}
