import { createHash, randomBytes } from "node:crypto";

/** An opaque random token for refresh tokens and e-mailed links. */
export function generateSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of a token: a database leak must not yield usable tokens. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
