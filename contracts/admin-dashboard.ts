/** GET /api/admin/dashboard (admin only): the business at a glance. */
import { z } from "zod";

export const SIGNUP_WEEKS = 12;

export const ZAdminDashboardSchema = z.object({
  /** Accounts (not disabled) by the tier they have right now, Stripe and grants together. */
  members_by_tier: z.object({ free: z.number(), basic: z.number(), premium: z.number(), enterprise: z.number() }),
  total_members: z.number().int(),
  /** Stripe subscriptions being paid: active, or past_due within the grace period; trials excluded. */
  paying: z.number().int(),
  trials: z.object({
    /** Trialing now. */
    active: z.number().int(),
    /** Finished trials that turned into a paid subscription. */
    converted: z.number().int(),
    /** Finished trials, converted or not. */
    finished: z.number().int(),
    /** converted / finished, 0–1; null before any trial finished. */
    conversion_rate: z.number().nullable(),
  }),
  /** Monthly recurring revenue in euros, VAT included, from the plan prices. */
  mrr_eur: z.number(),
  /** Subscriptions cancelled (at period end or at once) since the 1st of this month, UTC. */
  cancellations_this_month: z.number().int(),
  /** New accounts per week (Monday, UTC), oldest first, the current week last. */
  signups_per_week: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardSchema>;
