import { createHash, randomBytes } from "node:crypto";

/** The browser's secret for its own pending comments: 32 random bytes, base64url. */
export function generateAuthorToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isAuthorToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Stored instead of the token, so a database leak does not reveal who wrote what. */
export function hashAuthorToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function hashIp(ip: string): string {
  return createHash("sha256").update(`comment-ip:${ip}`).digest("hex");
}
