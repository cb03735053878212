/**
 * The signed-in user's own account: profile, devices, data export and deletion.
 * Errors: 401 `unauthenticated`, 400 `validation_failed`, 404 `not_found` (a device that is not
 * the user's), 403 `invalid_password` / `confirmation_mismatch` (deletion not confirmed),
 * 502 `billing_provider_error` (the Stripe subscription could not be cancelled; nothing deleted).
 */
import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH, LANGUAGES } from "./auth";

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const ZAccountProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  /** False for accounts made by a quick-access code: deletion then asks to type the e-mail. */
  has_password: z.boolean(),
  /** Made by a quick-access code: its e-mail is a placeholder no message reaches, not the person's. */
  made_by_access_code: z.boolean(),
});
export type TAccountProfile = z.infer<typeof ZAccountProfileSchema>;

/** PATCH /api/account → the profile. The language is the one e-mails are written in. */
export const ZUpdateAccountRequestSchema = z.object({
  display_name: z
    .string()
    .trim()
    .min(1)
    .max(DISPLAY_NAME_MAX_LENGTH)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "must not contain control characters")
    .optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequestSchema>;

/** GET /api/account/sessions: the devices signed in to this account, newest activity first. */
export const ZAccountSessionSchema = z.object({
  id: z.string(),
  /** The browser's user agent as sent at sign-in; the client turns it into "Chrome on Windows". */
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;
export const ZAccountSessionsResponseSchema = z.object({
  sessions: z.array(ZAccountSessionSchema),
});
export type TAccountSessionsResponse = z.infer<typeof ZAccountSessionsResponseSchema>;

/** DELETE /api/account/sessions (every other device) or /api/account/sessions/{id} → how many. */
export const ZSignOutSessionsResponseSchema = z.object({ signed_out: z.number().int() });
export type TSignOutSessionsResponse = z.infer<typeof ZSignOutSessionsResponseSchema>;

export const DELETE_CONFIRMATION_MAX = 320;

/**
 * DELETE /api/account: the password, or for an account without one the e-mail typed again (the
 * account's name for one made by an access code, whose e-mail is a placeholder).
 * Cancels a Stripe subscription at once, deletes personal data, anonymizes comments → 204.
 */
export const ZDeleteAccountRequestSchema = z.object({
  password: z.string().max(1000).optional(),
  confirm_email: z.string().trim().max(DELETE_CONFIRMATION_MAX).optional(),
  confirm_name: z.string().trim().max(DELETE_CONFIRMATION_MAX).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;
