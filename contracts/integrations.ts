/**
 * An enterprise member's integrations: API keys for their own systems (Authorization: Bearer
 * pk_live_… on /api/services/* and /api/v1/*). Errors: 401 `unauthenticated`, 403
 * `tier_required` (below enterprise), 400 `validation_failed`, 409 `api_key_limit_reached`,
 * 404 `not_found` (a key that is not the caller's).
 */
import { z } from "zod";
import { jsonText } from "./text";

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
