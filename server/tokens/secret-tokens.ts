import { createHash, createHmac, randomBytes } from "node:crypto";

/** An opaque random token for refresh tokens and e-mailed links. */
export function generateSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of a token: a database leak must not yield usable tokens. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A keyed hash (HMAC-SHA-256) for a low-entropy value such as an IP address: a plain hash of
 * every IPv4 address fits in a table, so without the server's key nobody can reverse it.
 */
export function hashWithKey(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** The key of hashWithKey, derived from the server secret so the secret itself is never reused. */
export function deriveHashKey(serverSecret: string): string {
  return hashWithKey(serverSecret, "platform:keyed-hashes");
}
