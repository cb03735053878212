import { z } from "zod";
import {
  CONTACT_COMPANY_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  INQUIRY_TYPES,
} from "./contact-limits";
import { multilineText, text } from "./text";

export * from "./contact-limits";

/**
 * POST /api/contact → 201 { ok: true }. Bad fields answer 400
 * `{ error: { code: "validation_failed", message, details: [{ path: "/email", message }] } }`.
 */
export const ZContactRequestSchema = z.object({
  name: text().trim().min(1).max(CONTACT_NAME_MAX),
  email: z.email().max(CONTACT_EMAIL_MAX),
  company: text().trim().max(CONTACT_COMPANY_MAX).optional(),
  inquiryType: z.enum(INQUIRY_TYPES),
  subject: text().trim().min(1).max(CONTACT_SUBJECT_MAX),
  message: multilineText().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
  /** The sender's interface language, for the acknowledgement e-mail. */
  language: z.enum(["es", "ca", "en"]).optional(),
  /** Honeypot: bots fill it; such messages are dropped silently. */
  website: text().max(500).optional(),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;
export const ZContactResponseSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------- public details

export const SOCIAL_NETWORKS = ["linkedin", "x", "youtube"] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** GET /api/contact/details → the installation's public address and the profiles it configured. */
export const ZContactDetailsSchema = z.object({
  /** Where people may write; null when the installation configured none. */
  email: z.string().nullable(),
  /** Only the configured profiles, in footer order. */
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url() })),
});
export type TContactDetails = z.infer<typeof ZContactDetailsSchema>;

// ---------------------------------------------------------------- admin inbox

/** GET /api/admin/contact?status=&page=&limit= */
export const ZListContactQuerySchema = z.object({
  status: z.enum(["all", "unread", "read"]).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListContactQuery = z.infer<typeof ZListContactQuerySchema>;

export const ZContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  inquiryType: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  /** From an account with priority support: listed first. */
  priority: z.boolean(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessageSchema>;

export const ZContactMessageListSchema = z.object({
  messages: z.array(ZContactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TContactMessageList = z.infer<typeof ZContactMessageListSchema>;

/** PATCH /api/admin/contact/:id → the message; DELETE /api/admin/contact/:id → 204. */
export const ZMarkContactSchema = z.object({ read: z.boolean() });
