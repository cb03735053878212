import type { FastifyInstance } from "fastify";
import {
  PASSWORD_MIN_LENGTH,
  type GoTrueErrorBody,
  type GoTrueErrorCode,
  type WeakPasswordReason,
} from "../../contracts/auth";
import { registerErrorHandler, type AppError, type ErrorFormat } from "../core/errors";

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
  // Unknown paths under /api/auth answer like GoTrue's router, not with the app's 404 body.
  void app.register(
    async (scoped) => {
      scoped.setNotFoundHandler(async (_request, reply) =>
        reply.status(404).send(buildBody("not_found", NOT_FOUND_MESSAGE)),
      );
    },
    { prefix: "/api/auth" },
  );
}

/** GoTrue's router says this for a path it does not serve. */
const NOT_FOUND_MESSAGE = "404 page not found";
/** GoTrue's wording for an address it cannot parse (API clients read it; the web UI its code). */
export const INVALID_EMAIL_MESSAGE = "Unable to validate email address: invalid format";

const GOTRUE_ERROR_FORMAT: ErrorFormat = {
  fromAppError: toGoTrue,
  fromFailure: (code, message, details) => {
    if (code === "internal_error") return buildBody("unexpected_failure", "Unexpected failure");
    if (code === "not_found") return buildBody("not_found", NOT_FOUND_MESSAGE);
    if (code !== "validation_failed") return buildBody(code as GoTrueErrorCode, message);
    return buildBody("validation_failed", isEmailProblem(details) ? INVALID_EMAIL_MESSAGE : message);
  },
};

function isEmailProblem(details: unknown): boolean {
  return (
    Array.isArray(details) &&
    details.some(
      (issue: unknown) => typeof issue === "object" && issue !== null && "path" in issue && issue.path === "/email",
    )
  );
}

/** GoTrue's sentence for each reason a password is refused, joined like GoTrue joins them. */
const WEAK_PASSWORD_MESSAGES: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
  strength: "Password is too easy to guess, please choose a longer or less predictable one.",
  pwned: "Password is known to be weak and easy to guess, please choose a different one.",
};

function describeWeakPassword(reasons: WeakPasswordReason[]): string {
  return reasons.map((reason) => WEAK_PASSWORD_MESSAGES[reason]).join(" ") || "Password is too weak";
}

function toGoTrue(error: AppError): { status: number; body: GoTrueErrorBody } {
  switch (error.code) {
    case "pwned_password":
      return {
        status: 422,
        body: buildBody("weak_password", describeWeakPassword(["pwned"]), ["pwned"]),
      };
    case "weak_password": {
      const reasons = readReasons(error.details);
      return { status: 422, body: buildBody("weak_password", describeWeakPassword(reasons), reasons) };
    }
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

function buildBody(code: GoTrueErrorCode, message: string, reasons?: WeakPasswordReason[]): GoTrueErrorBody {
  const body: GoTrueErrorBody = { code, error_code: code, msg: message, message };
  if (reasons) body.weak_password = { reasons };
  return body;
}

function readReasons(details: unknown): WeakPasswordReason[] {
  if (typeof details === "object" && details !== null && "reasons" in details && Array.isArray(details.reasons)) {
    return details.reasons.filter((reason): reason is WeakPasswordReason => typeof reason === "string");
  }
  return [];
}
