/**
 * An enterprise member's integrations: API keys for their own systems (Authorization: Bearer
 * pk_live_… on /api/services/* and /api/v1/*). Errors: 401 `unauthenticated`, 403
 * `tier_required` (below enterprise), 400 `validation_failed`, 409 `api_key_limit_reached`,
 * 404 `not_found` (a key that is not the caller's).
 */
import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "./assistants";
import { jsonText, text } from "./text";

/** Every key starts with it, so secret scanners and people recognise one. */
export const API_KEY_PREFIX = "pk_live_";
/** Keys one account may hold at once. */
export const MAX_API_KEYS_PER_ACCOUNT = 10;
export const API_KEY_NAME_MAX_LENGTH = 100;

/** POST /api/integrations/keys */
export const ZCreateApiKeyRequestSchema = z.object({
  name: jsonText().trim().min(1).max(API_KEY_NAME_MAX_LENGTH),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequestSchema>;

/** 201: the key itself, shown this once; afterwards only its prefix and last 4 characters. */
export const ZCreatedApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string(),
  createdAt: z.string(),
});
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKeySchema>;

/** GET /api/integrations/keys: one entry per key, newest first; never the key. */
export const ZApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `pk_live_` and the first characters after it. */
  prefix: z.string(),
  last4: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKeySchema>;
export const ZApiKeyListSchema = z.array(ZApiKeySchema);

/*
 * The OpenAI-compatible API (/api/v1): the curated assistants answer the official `openai`
 * client. Errors are OpenAI's shape, `{ error: { message, type, code, param } }`: 400 bad body,
 * 401 bad key, 404 unknown or not-allowed model, 429 quota or rate.
 */

/** Messages one request may carry, and their characters together (the chat's own cap, four times). */
export const V1_MAX_MESSAGES = 50;
export const V1_MAX_TOTAL_CHARACTERS = 4 * CHAT_MESSAGE_MAX;

const ZV1TextPart = z.object({ type: z.literal("text"), text: z.string().max(CHAT_MESSAGE_MAX) });

export const ZV1ChatMessageSchema = z.object({
  role: z.enum(["system", "developer", "user", "assistant"]),
  /** A string, or text parts (other part types are refused). */
  content: z.union([z.string().max(CHAT_MESSAGE_MAX), z.array(ZV1TextPart).max(20)]).nullable(),
  name: z.string().max(64).optional(),
});
export type TV1ChatMessage = z.infer<typeof ZV1ChatMessageSchema>;

/** POST /api/v1/chat/completions; other OpenAI fields are accepted and ignored (the assistant sets them). */
export const ZV1ChatCompletionRequestSchema = z.object({
  /** An assistant's slug, as GET /api/v1/models lists them. */
  model: z.string().min(1).max(200),
  messages: z.array(ZV1ChatMessageSchema).min(1).max(V1_MAX_MESSAGES),
  stream: z.boolean().nullable().optional(),
});
export type TV1ChatCompletionRequest = z.infer<typeof ZV1ChatCompletionRequestSchema>;

export const ZV1ModelListSchema = z.object({
  object: z.literal("list"),
  data: z.array(z.object({ id: z.string(), object: z.literal("model"), owned_by: z.string() })),
});
export type TV1ModelList = z.infer<typeof ZV1ModelListSchema>;

export const ZV1ChatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string() }),
      finish_reason: z.literal("stop"),
      logprobs: z.null(),
    }),
  ),
});
export type TV1ChatCompletion = z.infer<typeof ZV1ChatCompletionSchema>;

/*
 * Signed webhooks (Standard Webhooks): when a job of the owner ends, each webhook listening for
 * that event gets `POST url` with `{ type, timestamp, data: { job } }` (the job as GET
 * /api/services/jobs/{id} shows it) and the headers `webhook-id`, `webhook-timestamp` and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. Errors: 400
 * `validation_failed` (unknown event, a URL that is not https or names a private address), 403
 * `tier_required`, 404 `not_found`, 409 `webhook_limit_reached`.
 */

export const WEBHOOK_EVENTS = ["job.done", "job.failed"] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Every secret starts with it, as Standard Webhooks libraries expect. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const MAX_WEBHOOKS_PER_ACCOUNT = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Tries a delivery list shows: the newest. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** POST /api/integrations/webhooks; whether the URL is acceptable is the server's check. */
export const ZCreateWebhookRequestSchema = z.object({
  url: text().trim().min(1).max(WEBHOOK_URL_MAX_LENGTH),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, { message: "Each event once" }),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequestSchema>;

/** GET /api/integrations/webhooks: newest first; never the secret. */
export const ZWebhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhookSchema>;
export const ZWebhookListSchema = z.array(ZWebhookSchema);

/** 201: the signing secret (`whsec_` + base64), shown this once. */
export const ZCreatedWebhookSchema = ZWebhookSchema.extend({ secret: z.string() });
export type TCreatedWebhook = z.infer<typeof ZCreatedWebhookSchema>;

/**
 * One try of a delivery. `status` is `succeeded` (a 2xx answer) or `failed`; `error` says why
 * when no answer came: `timeout` (10 s), `address_refused` (the name led to a private address),
 * `connection_failed`.
 */
export const ZWebhookDeliverySchema = z.object({
  id: z.uuid(),
  messageId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  jobId: z.uuid(),
  attempt: z.number().int(),
  status: z.enum(["succeeded", "failed"]),
  responseStatus: z.number().int().nullable(),
  error: z.enum(["timeout", "address_refused", "connection_failed"]).nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;
/** GET /api/integrations/webhooks/{id}/deliveries: the last tries, newest first. */
export const ZWebhookDeliveryListSchema = z.array(ZWebhookDeliverySchema);
