import { ERROR_CODES } from "../../contracts/errors";
import { ApiError } from "../lib/api";

/** The app-wide error codes (contracts/errors.ts) plus the client's own "network"; each has a sentence under `common:errors`. */
const COMMON_CODES = [...ERROR_CODES, "network"] as const;
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
