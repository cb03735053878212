/**
 * Accounts: what crosses the wire for `/api/auth/*` (GoTrue-compatible) and the server functions
 * `/api/functions/{secure-signup,validate-session,check-subscription,quick-access-with-code,
 * activate-code}` (docs/product.md, "Sign-up, sign-in and codes").
 *
 * HOW EACH PART ANSWERS ERRORS
 *
 * 1. `/api/auth/*` (called by the stock `@supabase/auth-js` GoTrueClient): every response carries
 *    `X-Supabase-Api-Version: 2024-01-01`; an error is a 4xx with the body
 *    `{ code, error_code, msg, message }` (code === error_code, msg === message; English), see
 *    `GoTrueErrorBody`. auth-js turns it into `AuthApiError { status, code, message }`;
 *    `weak_password` also carries `weak_password: { reasons }` (→ `AuthWeakPasswordError`).
 *    Codes: 400 `validation_failed` | `email_address_invalid` | `invalid_credentials` |
 *    `email_not_confirmed` | `user_banned` | `refresh_token_not_found` |
 *    `refresh_token_already_used` | `same_password` | `current_password_required` |
 *    `current_password_mismatch`; 401 `no_authorization`;
 *    403 `bad_jwt` | `session_not_found` | `cors_origin_not_allowed`;
 *    422 `weak_password` (reasons: "length" | "strength" | "pwned") | `user_already_exists`;
 *    404 `not_found` ("404 page not found") for any path under /api/auth it does not serve;
 *    429 `over_request_rate_limit` | `over_email_send_rate_limit` (with `Retry-After`).
 *    Messages follow GoTrue's English for API clients: an unparsable address is
 *    "Unable to validate email address: invalid format"; a short password
 *    "Password should be at least 6 characters." (the web UI chooses its text by `code`).
 *    `GET /verify` never answers JSON: it redirects (303) to the allowed `redirect_to` with the
 *    session in the fragment (`#access_token=…&expires_at=…&expires_in=…&refresh_token=…&
 *    token_type=bearer&type=signup|recovery`) or, for a bad or expired link, with
 *    `#error=access_denied&error_code=otp_expired&error_description=…`. A link asked for with
 *    `code_challenge` (PKCE) lands instead with `?code=<auth_code>` for
 *    `POST /token?grant_type=pkce { auth_code, code_verifier }` (404 `flow_state_not_found`,
 *    403 `bad_code_verifier`). `POST /resend`, `POST /otp` answer `{}`; `POST /verify` with
 *    `token_hash` or `email` + `token` answers the session (403 `otp_expired`).
 *
 * 2. Server functions (`/api/functions/*`): a refusal is a non-2xx status with the FLAT body
 *    `FunctionErrorBody` = `{ error: string (English message), code, reason }` where
 *    `reason === code`; `weak_password` adds `reasons: string[]`, `rate_limited` adds
 *    `retry_after_seconds` and the `Retry-After` header. Statuses: 400 `validation_failed`,
 *    401 `unauthenticated` (missing, expired or signed-out bearer token), 403
 *    `cors_origin_not_allowed`, 404 `invalid_code`, 409 `user_already_exists` |
 *    `code_already_redeemed`, 410 `code_expired` | `code_used_up`, 422 `weak_password` |
 *    `pwned_password`, 429 `rate_limited`.
 *    Exception: `validate-session` answers its decision with 200 either way:
 *    `{ allowed: true }` or `{ allowed: false, reason: "max_sessions_exceeded" }`; only a bad
 *    body (400) or a missing/invalid token (401) use the error body above.
 *
 * Admin APIs (`contracts/admin-users.ts`, `contracts/access-codes.ts`) use the app-wide shape
 * `{ error: { code, message } }` (401 `unauthenticated`, 403 `forbidden`, 404 `not_found`,
 * 400 `validation_failed`, 409 `cannot_modify_self`).
 */
import { z } from "zod";
import { text } from "./text";
import { TIERS } from "./tiers";

/** Password length (docs/product.md, "Sign-up, sign-in and codes"). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 80;

export const LANGUAGES = ["es", "ca", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Why a password is refused (`weak_password.reasons` / `reasons`). */
export const WEAK_PASSWORD_REASONS = ["length", "strength", "pwned"] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

export const FUNCTION_ERROR_CODES = [
  "validation_failed",
  "internal_error",
  "unauthenticated",
  "cors_origin_not_allowed",
  "pwned_password",
  "weak_password",
  "user_already_exists",
  "invalid_code",
  "code_expired",
  "code_used_up",
  "code_already_redeemed",
  "rate_limited",
] as const;
export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

export const GOTRUE_ERROR_CODES = [
  "validation_failed",
  "unexpected_failure",
  "email_address_invalid",
  "invalid_credentials",
  "email_not_confirmed",
  "user_banned",
  "refresh_token_not_found",
  "refresh_token_already_used",
  "same_password",
  "current_password_required",
  "current_password_mismatch",
  "no_authorization",
  "bad_jwt",
  "session_not_found",
  "cors_origin_not_allowed",
  "weak_password",
  "user_already_exists",
  "over_request_rate_limit",
  "over_email_send_rate_limit",
  "not_found",
  "otp_expired",
  "email_exists",
  "flow_state_not_found",
  "bad_code_verifier",
] as const;
export type GoTrueErrorCode = (typeof GOTRUE_ERROR_CODES)[number];

/** Reason `validate-session` gives when it refuses a device. */
export const MAX_SESSIONS_EXCEEDED = "max_sessions_exceeded";

export interface FunctionErrorBody {
  /** English message for logs; the client shows the translation of `code`. */
  error: string;
  code: FunctionErrorCode;
  /** Same value as `code` (the browser reads either). */
  reason: FunctionErrorCode;
  reasons?: WeakPasswordReason[];
  retry_after_seconds?: number;
}

export interface GoTrueErrorBody {
  code: GoTrueErrorCode;
  error_code: GoTrueErrorCode;
  msg: string;
  message: string;
  weak_password?: { reasons: WeakPasswordReason[] };
}

const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
const password = z.string().max(PASSWORD_MAX_LENGTH);

/** POST /api/functions/secure-signup (email, password, display_name). */
export const ZSecureSignupRequestSchema = z.object({
  email,
  password,
  /** The part of the e-mail before the @; the server derives it when absent. */
  display_name: text().trim().max(DISPLAY_NAME_MAX_LENGTH).optional(),
  /** The interface language; e-mails are written in it. Default es. */
  language: z.enum(LANGUAGES).optional(),
  /** Where the confirmation link lands; must be on an allowed origin. Default: the site root. */
  redirect_to: text().max(2000).optional(),
  /** PKCE (as auth-js sends on /api/auth/signup): the link then lands with `?code=`. */
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/)
    .nullish(),
  code_challenge_method: z.enum(["s256", "S256", "plain"]).nullish(),
});
export type TSecureSignupRequest = z.infer<typeof ZSecureSignupRequestSchema>;

/** 200: the account exists unconfirmed and a confirmation e-mail is on its way. */
export const ZSecureSignupResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), email: z.string(), display_name: z.string() }),
  message: z.string(),
});
export type TSecureSignupResponse = z.infer<typeof ZSecureSignupResponseSchema>;

/** POST /api/functions/validate-session with the bearer token (docs/product.md, "Sessions"). */
export const ZValidateSessionRequestSchema = z.object({
  /** The client-generated random UUID (kept encrypted in the browser). */
  sessionToken: text().min(8).max(200),
  /** SHA-256 hex of the device fields. */
  deviceFingerprint: text().min(8).max(200),
});
export type TValidateSessionRequest = z.infer<typeof ZValidateSessionRequestSchema>;

export const ZValidateSessionResponseSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
});
export type TValidateSessionResponse = z.infer<typeof ZValidateSessionResponseSchema>;

/** POST /api/functions/check-subscription with the bearer token; no body. */
export const ZCheckSubscriptionResponseSchema = z.object({
  subscribed: z.boolean(),
  tier: z.enum(TIERS),
  /** "active", "trialing", "inactive"... */
  status: z.string(),
  /** ISO date the paid or granted access ends; null when open-ended or free. */
  subscription_end: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type TCheckSubscriptionResponse = z.infer<typeof ZCheckSubscriptionResponseSchema>;

/** Access codes are typed in upper case; the server also upper-cases them. */
export const ZAccessCodeInputSchema = text()
  .trim()
  .min(1)
  .max(64)
  .transform((code) => code.toUpperCase());

/** POST /api/functions/quick-access-with-code; no token needed. */
export const ZQuickAccessRequestSchema = z.object({
  code: ZAccessCodeInputSchema,
  /**
   * A random UUID this browser keeps across sign-outs: the same code typed again with it signs
   * back into the account it created, without spending a use.
   */
  deviceToken: text().min(8).max(200).optional(),
});
export type TQuickAccessRequest = z.input<typeof ZQuickAccessRequestSchema>;

export const ZSessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  expires_at: z.number(),
  token_type: z.literal("bearer"),
});

/** 200: pass `session` to `auth.setSession(...)`. */
export const ZQuickAccessResponseSchema = z.object({
  message: z.string(),
  session: ZSessionTokensSchema,
});
export type TQuickAccessResponse = z.infer<typeof ZQuickAccessResponseSchema>;

/** POST /api/functions/activate-code with the bearer token. */
export const ZActivateCodeRequestSchema = z.object({ code: ZAccessCodeInputSchema });
export type TActivateCodeRequest = z.input<typeof ZActivateCodeRequestSchema>;

export const ZActivateCodeResponseSchema = z.object({
  message: z.string(),
  tier: z.enum(TIERS),
  /** ISO date the granted tier ends. */
  tier_expires_at: z.string().nullable(),
});
export type TActivateCodeResponse = z.infer<typeof ZActivateCodeResponseSchema>;

/** GoTrue's identity of an e-mail account (`user.identities[0]`). */
export interface TAuthIdentity {
  /** A UUID of its own (derived from the user's id). */
  identity_id: string;
  /** The provider's id for the user: for `email`, the user's id. */
  id: string;
  user_id: string;
  identity_data: { email: string; email_verified: boolean; phone_verified: false; sub: string };
  provider: "email";
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string;
}

/** The GoTrue user object `/api/auth/*` answers (what auth-js keeps as `session.user`). */
export interface TAuthUser {
  id: string;
  aud: "authenticated";
  role: "authenticated";
  email: string;
  /** GoTrue sends an empty string for an account without a phone. */
  phone: "";
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  /** Present while an e-mail change waits for its confirmation link. */
  new_email?: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  /** The stored metadata (any JSON object, ≤ 16 KB) plus display_name and language. */
  user_metadata: Record<string, unknown> & { display_name: string; language: string };
  app_metadata: { provider: "email"; providers: ["email"] };
  identities: TAuthIdentity[];
  is_anonymous: false;
}

/** The GoTrue session answered by `/token` and encoded in `/verify`'s redirect fragment. */
export interface TAuthSession {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: TAuthUser;
}
