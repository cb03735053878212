/**
 * User admin API, admin only. Errors: `{ error: { code, message } }` — 401
 * `unauthenticated`, 403 `forbidden`, 404 `not_found`, 400 `validation_failed`,
 * 409 `cannot_modify_self` (an admin cannot remove their own admin flag or disable themselves).
 */
import { z } from "zod";
import { text } from "./text";
import { TIERS } from "./tiers";

export const ADMIN_USERS_PAGE_SIZE = 20;

export const ZAdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  /** The granted tier as stored (may be past tier_expires_at; `status` says whether it is live). */
  tier: z.enum(TIERS),
  tier_expires_at: z.string().nullable(),
  /** Subscription status as check-subscription computes it (grants and Stripe together). */
  status: z.string(),
  is_admin: z.boolean(),
  disabled: z.boolean(),
  email_confirmed_at: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  /** The Stripe subscription beside the granted tier; null when the user never checked out. */
  stripe: z
    .object({
      tier: z.enum(TIERS),
      /** As Stripe names it (trialing, active, past_due, canceled...), or "none". */
      status: z.string(),
      /** Renewal, trial end or end of access. */
      period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

/** GET /api/admin/users?query=&page= (page from 1; query matches e-mail or name). */
export const ZListUsersQuerySchema = z.object({
  query: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TListUsersQuery = z.input<typeof ZListUsersQuerySchema>;

export const ZListUsersResponseSchema = z.object({
  users: z.array(ZAdminUserSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type TListUsersResponse = z.infer<typeof ZListUsersResponseSchema>;

/** PATCH /api/admin/users/{id} with any of these → the updated user. */
export const ZUpdateUserRequestSchema = z.object({
  tier: z.enum(TIERS).optional(),
  /** ISO date-time, or null for no end. */
  tier_expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  is_admin: z.boolean().optional(),
  /** Disabling also signs the user out everywhere. */
  disabled: z.boolean().optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;

/** POST /api/admin/users/{id}/revoke-sessions → how many sessions were signed out. */
export const ZRevokeSessionsResponseSchema = z.object({ revoked: z.number().int() });
export type TRevokeSessionsResponse = z.infer<typeof ZRevokeSessionsResponseSchema>;

export const ZOutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  template: z.string(),
  /** "outbox" (no SMTP), "sending", "sent" or "failed". */
  status: z.string(),
  created_at: z.string(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmailSchema>;

/** GET /api/admin/emails → the 100 most recent messages, newest first. */
export const ZListEmailsResponseSchema = z.object({ emails: z.array(ZOutboxEmailSchema) });
export type TListEmailsResponse = z.infer<typeof ZListEmailsResponseSchema>;
