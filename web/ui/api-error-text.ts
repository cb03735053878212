import { ApiError } from "../lib/api";

/** The app-wide error codes with a sentence under `common:errors` (contracts/errors.ts). */
const COMMON_CODES = [
  "validation_failed",
  "not_found",
  "unauthenticated",
  "forbidden",
  "rate_limited",
  "payload_too_large",
  "unsupported_media_type",
  "conflict",
  "internal_error",
  "service_unavailable",
  "network",
] as const;
type CommonCode = (typeof COMMON_CODES)[number];

function isCommonCode(code: string): code is CommonCode {
  return (COMMON_CODES as readonly string[]).includes(code);
}

/**
 * The `common` key that explains an API error: `t(apiErrorKey(error), { ns: "common" })`.
 * Unknown codes get the generic sentence.
 */
export function apiErrorKey(error: unknown): `errors.${CommonCode}` {
  const code = error instanceof ApiError ? error.code : "internal_error";
  return `errors.${isCommonCode(code) ? code : "internal_error"}`;
}
