import { z } from "zod";
import { text } from "./text";

export const NEWSLETTER_LANGUAGES = ["es", "ca", "en"] as const;
export type TNewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];
export const NEWSLETTER_EMAIL_MAX = 254;
/** Subscriptions one IP may request per window. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;
/** Recipients mailed per batch when a post is sent as a newsletter. */
export const NEWSLETTER_BATCH_SIZE = 50;

/**
 * The client rule (docs/product.md, "Texts that must stay exact"): non-empty and containing @, else toast 'Email inválido' /
 * 'Por favor, introduce una dirección de email válida.' and nothing is sent. The server is
 * stricter (a real address shape).
 */
export function isNewsletterEmailAcceptable(email: string): boolean {
  return email.trim() !== "" && email.includes("@");
}

/** POST /api/functions/newsletter-subscribe (body {email}). */
/** The server's address rule; an address that fails it answers 400 `invalid_email`. */
export const ZNewsletterEmailSchema = z.email().max(NEWSLETTER_EMAIL_MAX);
/** The error code of an address the server refuses, shown as 'Email inválido'. */
export const NEWSLETTER_INVALID_EMAIL = "invalid_email";

export const ZNewsletterSubscribeSchema = z.object({
  email: ZNewsletterEmailSchema,
  /** The interface language, for the confirmation e-mail; default from Accept-Language, else es. */
  language: z.enum(NEWSLETTER_LANGUAGES).optional(),
});
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribeSchema>;

/** What the route accepts: any string as the address, so a bad one gets its own code. */
export const ZNewsletterSubscribeRequestSchema = ZNewsletterSubscribeSchema.extend({ email: z.string() });

/**
 * 200 on success, also when already subscribed (not an error for the user, nothing duplicated).
 * On failure the body is `{ error: { code, message } }` with a 4xx/5xx: the client checks
 * `error` and shows 'Email inválido' for `invalid_email`, otherwise 'Error' /
 * 'No se pudo suscribir. Inténtalo de nuevo más tarde.'
 */
export const ZNewsletterSubscribeResponseSchema = z.object({
  /** pending: a confirmation e-mail was sent; confirmed: already confirmed before. */
  status: z.enum(["pending", "confirmed"]),
});
export type TNewsletterSubscribeResponse = z.infer<typeof ZNewsletterSubscribeResponseSchema>;

/**
 * E-mail links: GET /api/newsletter/confirm?token= and GET /api/newsletter/unsubscribe?token=
 * answer a page whose button form-posts the token to the same path, which then redirects (303)
 * to `/?newsletter=<result>` so the SPA can show a toast. A JSON POST `{ token }` answers
 * `{ result }`; an RFC 8058 one-click POST to the unsubscribe link answers `{ result }` too.
 */
export const NEWSLETTER_LINK_RESULTS = ["confirmed", "unsubscribed", "invalid"] as const;
export type TNewsletterLinkResult = (typeof NEWSLETTER_LINK_RESULTS)[number];
export const NEWSLETTER_RESULT_PARAM = "newsletter";
export const ZNewsletterTokenSchema = z.object({ token: text().min(10).max(200) });
export const ZNewsletterLinkResultSchema = z.object({ result: z.enum(NEWSLETTER_LINK_RESULTS) });

// ---------------------------------------------------------------- admin

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type TSubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** GET /api/admin/newsletter/subscribers?status=&q=&page=&limit= ; the same filters on .csv. */
export const ZListSubscribersQuerySchema = z.object({
  status: z.enum(["all", ...SUBSCRIBER_STATUSES]).default("all"),
  q: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListSubscribersQuery = z.infer<typeof ZListSubscribersQuerySchema>;

export const ZSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;

export const ZSubscriberListSchema = z.object({
  subscribers: z.array(ZSubscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
});
export type TSubscriberList = z.infer<typeof ZSubscriberListSchema>;

/** GET /api/admin/newsletter/subscribers.csv → text/csv (email,language,status,created_at,confirmed_at). */
export const SUBSCRIBERS_CSV_PATH = "/api/admin/newsletter/subscribers.csv";

export const SEND_STATUSES = ["queued", "sending", "sent", "failed"] as const;

/** POST /api/admin/newsletter/sends {postId} → 202; GET /api/admin/newsletter/sends[/:id] for progress. */
export const ZCreateSendSchema = z.object({ postId: z.uuid() });
export const ZNewsletterSendSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  postTitle: z.string(),
  status: z.enum(SEND_STATUSES),
  /** Confirmed subscribers who had not received this post yet when the send was queued. */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TNewsletterSend = z.infer<typeof ZNewsletterSendSchema>;
export const ZListSendsQuerySchema = z.object({ postId: z.uuid().optional() });
export const ZNewsletterSendListSchema = z.object({ sends: z.array(ZNewsletterSendSchema) });
