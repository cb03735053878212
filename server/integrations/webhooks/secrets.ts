import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "../../../contracts/integrations";

/** `whsec_` and 32 random bytes in base64, the Standard Webhooks form. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret's base64-decoded bytes,
 * as Standard Webhooks receivers check it.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
  const signature = createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64");
  return `v1,${signature}`;
}

/**
 * Secrets are stored sealed (AES-256-GCM) under a key derived from the server's hash key: a copy
 * of the database alone cannot sign (docs/decisions.md "Signed webhooks").
 */
function sealingKey(hashKey: string): Buffer {
  return createHmac("sha256", hashKey).update("webhook-secrets").digest();
}

export function sealSecret(hashKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(hashKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(hashKey: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("unknown sealed secret format");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(hashKey), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
