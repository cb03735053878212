import type { TFunction } from "../../lib/translation/t-function";
import { ApiError } from "../../lib/api";

/** Codes with their own sentence under `auth:errors` (contracts/auth.ts lists what the server sends). */
const TRANSLATED_CODES = [
  "invalid_credentials",
  "email_not_confirmed",
  "user_banned",
  "email_address_invalid",
  "validation_failed",
  "same_password",
  "current_password_required",
  "current_password_mismatch",
  "pwned_password",
  "user_already_exists",
  "cors_origin_not_allowed",
  "invalid_code",
  "code_expired",
  "code_used_up",
  "code_already_redeemed",
  "otp_expired",
  "email_exists",
] as const;
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

const SESSION_CODES = new Set([
  "unauthenticated",
  "no_authorization",
  "bad_jwt",
  "session_not_found",
  "refresh_token_not_found",
  "refresh_token_already_used",
]);
const WEAK_REASONS = ["length", "strength", "pwned"] as const;

/** What an auth-js AuthError or our ApiError says, read without depending on either class. */
export interface AuthErrorInfo {
  code: string | undefined;
  status: number | undefined;
  message: string;
  reasons: string[];
  retryAfterSeconds: number | undefined;
}

export function readAuthError(error: unknown): AuthErrorInfo {
  const source = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const message = typeof source.message === "string" ? source.message : "";
  const details =
    error instanceof ApiError && typeof error.details === "object" && error.details !== null
      ? (error.details as Record<string, unknown>)
      : {};
  const reasons = Array.isArray(source.reasons)
    ? source.reasons
    : Array.isArray(details.reasons)
      ? details.reasons
      : [];
  // /api/auth answers the wait only in its message ("Try again in 42 seconds").
  const waitInMessage = /(\d+)\s*seconds?/i.exec(message)?.[1];
  const retryAfter =
    typeof details.retry_after_seconds === "number" ? details.retry_after_seconds : Number(waitInMessage);
  return {
    code: typeof source.code === "string" ? source.code : undefined,
    status: typeof source.status === "number" ? source.status : undefined,
    message,
    reasons: reasons.filter((reason): reason is string => typeof reason === "string"),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

function isTranslatedCode(code: string | undefined): code is TranslatedCode {
  return (TRANSLATED_CODES as readonly (string | undefined)[]).includes(code);
}

/** The translated sentence for an error of the auth endpoints or the server functions. */
export function describeAuthError(error: unknown, t: TFunction<"auth">): string {
  const { code, status, message, reasons, retryAfterSeconds } = readAuthError(error);
  if (code === "rate_limited" || code === "over_request_rate_limit" || status === 429) {
    return retryAfterSeconds ? t("errors.rateLimitedFor", { seconds: retryAfterSeconds }) : t("errors.rateLimited");
  }
  if (code === "over_email_send_rate_limit") {
    return retryAfterSeconds
      ? t("errors.emailRateLimitedFor", { seconds: retryAfterSeconds })
      : t("errors.rateLimited");
  }
  if (code === "weak_password") {
    const known = WEAK_REASONS.filter((reason) => reasons.includes(reason));
    const list = known.length > 0 ? known : (["strength"] as const);
    return t("errors.weak_password", { reasons: list.map((reason) => t(`errors.weakReasons.${reason}`)).join(", ") });
  }
  if (isTranslatedCode(code)) return t(`errors.${code}`);
  if (code && SESSION_CODES.has(code)) return t("errors.session_expired");
  if (
    code === "network" ||
    status === 0 ||
    (error instanceof Error && error.name === "AuthRetryableFetchError" && !status)
  ) {
    return t("errors.network");
  }
  if (code === "internal_error") return t("errors.unknown");
  if (code === "service_unavailable" || (status !== undefined && status >= 500)) return t("errors.unavailable");
  return message || t("errors.unknown");
}
