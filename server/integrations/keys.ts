import { randomBytes } from "node:crypto";
import {
  API_KEY_PREFIX,
  MAX_API_KEYS_PER_ACCOUNT,
  type TApiKey,
  type TCreateApiKeyRequest,
  type TCreatedApiKey,
} from "../../contracts/integrations";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { hashWithKey } from "../tokens/secret-tokens";
import { countApiKeys, deleteApiKey, insertApiKey, listApiKeys, lockKeyOwner, type ApiKeyRow } from "./store";

/** Characters of the key after `pk_live_` kept visible in the list, to tell keys apart. */
const VISIBLE_PREFIX_LENGTH = 4;

/** `pk_live_` and 32 random bytes (256 bits) in base64url. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/**
 * What is stored and looked up instead of the key: HMAC-SHA-256 under the server's hash key
 * (docs/decisions.md, "Enterprise API keys"). A copy of the database alone yields no usable key.
 */
export function hashApiKey(hashKey: string, key: string): string {
  return hashWithKey(hashKey, `api-key:${key}`);
}

/** Creates a key for the member; the answer is the only place the key ever appears. */
export async function createApiKey(
  context: AppContext,
  userId: string,
  request: TCreateApiKeyRequest,
): Promise<TCreatedApiKey> {
  const key = generateApiKey();
  const row = await context.database.db.transaction(async (tx) => {
    await lockKeyOwner(tx, userId);
    if ((await countApiKeys(tx, userId)) >= MAX_API_KEYS_PER_ACCOUNT) {
      throw new AppError(
        409,
        "api_key_limit_reached",
        `An account holds at most ${MAX_API_KEYS_PER_ACCOUNT} API keys; revoke one first`,
        { max: MAX_API_KEYS_PER_ACCOUNT },
      );
    }
    return insertApiKey(tx, {
      userId,
      name: request.name,
      keyHash: hashApiKey(context.hashKey, key),
      prefix: key.slice(0, API_KEY_PREFIX.length + VISIBLE_PREFIX_LENGTH),
      last4: key.slice(-4),
    });
  });
  return { id: row.id, name: row.name, key, createdAt: row.createdAt.toISOString() };
}

export async function findApiKeys(context: AppContext, userId: string): Promise<TApiKey[]> {
  return (await listApiKeys(context.database.db, userId)).map(toApiKeyView);
}

/** Revokes the key: every instance looks keys up in the database on each call, so it fails at once. */
export async function revokeApiKey(context: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteApiKey(context.database.db, userId, id))) throw notFound("No such API key");
}

function toApiKeyView(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
