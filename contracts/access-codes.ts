/**
 * Access codes: admin API `/api/admin/access-codes…`. Redemption goes through the
 * functions `quick-access-with-code` and `activate-code` (contracts/auth.ts).
 * Errors: `{ error: { code, message } }` — 401 `unauthenticated`, 403 `forbidden`,
 * 404 `not_found`, 400 `validation_failed`, 409 `conflict` (a custom code already exists).
 */
import { z } from "zod";
import { text } from "./text";
import { TIERS } from "./tiers";

export const ACCESS_CODE_KINDS = ["quick_access", "activation"] as const;

/**
 * The domain of the accounts a quick-access code makes. `.invalid` is reserved (RFC 2606): no
 * message can reach these addresses, so they are never shown as the person's e-mail.
 */
export const ACCESS_CODE_EMAIL_DOMAIN = "access-code.invalid";

export function isAccessCodeAccountEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${ACCESS_CODE_EMAIL_DOMAIN}`);
}
export type AccessCodeKind = (typeof ACCESS_CODE_KINDS)[number];

/** Generated codes: this many characters from an alphabet without 0/O/1/I. */
export const GENERATED_CODE_LENGTH = 8;
export const MAX_CODES_PER_BATCH = 500;
export const ACCESS_CODE_NOTE_MAX_LENGTH = 500;

export const ZAccessCodeSchema = z.object({
  id: z.string(),
  /** Upper-case. */
  code: z.string(),
  kind: z.enum(ACCESS_CODE_KINDS),
  tier: z.enum(TIERS),
  duration_days: z.number().int(),
  max_uses: z.number().int(),
  uses: z.number().int(),
  expires_at: z.string().nullable(),
  note: z.string().nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type TAccessCode = z.infer<typeof ZAccessCodeSchema>;

/** GET /api/admin/access-codes → newest first. */
export const ZListAccessCodesResponseSchema = z.object({ codes: z.array(ZAccessCodeSchema) });
export type TListAccessCodesResponse = z.infer<typeof ZListAccessCodesResponseSchema>;

/** POST /api/admin/access-codes → 201 `{ codes }` (the created codes). */
export const ZCreateAccessCodesRequestSchema = z
  .object({
    kind: z.enum(ACCESS_CODE_KINDS),
    tier: z.enum(TIERS),
    duration_days: z.number().int().min(1).max(3650),
    max_uses: z.number().int().min(1).max(1_000_000),
    /** ISO date-time after which the code no longer works. */
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
    note: text().trim().max(ACCESS_CODE_NOTE_MAX_LENGTH).nullable().optional(),
    /** How many codes to generate with these settings (default 1). */
    count: z.number().int().min(1).max(MAX_CODES_PER_BATCH).optional(),
    /** A chosen code instead of a generated one (only with count 1); stored upper-case. */
    code: text()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,64}$/)
      .transform((value) => value.toUpperCase())
      .optional(),
  })
  .refine((body) => body.code === undefined || (body.count ?? 1) === 1, {
    message: "A chosen code needs count 1",
    path: ["count"],
  });
export type TCreateAccessCodesRequest = z.input<typeof ZCreateAccessCodesRequestSchema>;

export const ZCreateAccessCodesResponseSchema = ZListAccessCodesResponseSchema;

/** PATCH /api/admin/access-codes/{id} → the code. */
export const ZUpdateAccessCodeRequestSchema = z.object({ disabled: z.boolean() });
export type TUpdateAccessCodeRequest = z.infer<typeof ZUpdateAccessCodeRequestSchema>;

export const ZRedemptionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  redeemed_at: z.string(),
});
export type TRedemption = z.infer<typeof ZRedemptionSchema>;

/** GET /api/admin/access-codes/{id}/redemptions → newest first. */
export const ZListRedemptionsResponseSchema = z.object({ redemptions: z.array(ZRedemptionSchema) });
export type TListRedemptionsResponse = z.infer<typeof ZListRedemptionsResponseSchema>;
