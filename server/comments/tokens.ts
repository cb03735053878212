import { generateSecretToken, hashSecretToken, hashWithKey } from "../tokens/secret-tokens";

/** The browser's secret for its own pending comments: 32 random bytes, base64url. */
export const generateAuthorToken = generateSecretToken;

export function isAuthorToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Stored instead of the token, so a database leak does not reveal who wrote what. */
export const hashAuthorToken = hashSecretToken;

/** Keyed, so the stored hash cannot be turned back into the address by hashing every IP. */
export function hashIp(key: string, ip: string): string {
  return hashWithKey(key, `comment-ip:${ip}`);
}
