import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";
import type { Config } from "../core/config";
import type { PublicJwk, SigningKey } from "./signing-key";

/** Claims of our access tokens, named as GoTrue names them so auth-js reads them. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  session_id: string;
  role: "authenticated";
  /** How the session started, as GoTrue says it: the client shows the current-password field by it. */
  amr?: { method: string; timestamp: number }[];
  exp: number;
  iat: number;
}

export interface AccessTokens {
  ttlSeconds: number;
  sign: (claims: { userId: string; email: string; sessionId: string; method?: string }) => Promise<string>;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify: (token: string) => Promise<AccessTokenClaims | undefined>;
  /** The public keys other services verify our tokens with (none for a shared secret). */
  jwks: { keys: PublicJwk[] };
}

/** Verified tokens remembered at once; past it the oldest are forgotten (and verified again). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(key: SigningKey, ttlSeconds: number): AccessTokens {
  // Every request of a signed-in user carries the same token for its lifetime: a token string
  // whose signature was checked once needs only its expiry checked again (the session check
  // against the database still runs on each request).
  const verified = new Map<string, AccessTokenClaims>();
  const remember = (token: string, claims: AccessTokenClaims) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    ttlSeconds,
    jwks: key.jwks,
    sign: async ({ userId, email, sessionId, method = "password" }) =>
      new SignJWT({
        email,
        session_id: sessionId,
        role: "authenticated",
        amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
      })
        .setProtectedHeader({ alg: key.algorithm, typ: "JWT", ...(key.kid ? { kid: key.kid } : {}) })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key.privateKey),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [key.algorithm] });
        if (typeof payload.sub !== "string" || typeof payload.session_id !== "string") return undefined;
        const claims = Object.freeze(payload) as unknown as AccessTokenClaims;
        remember(token, claims);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * JWT_SECRET, or a random secret generated on first start and kept in DATA_DIR so sessions
 * survive restarts without any configuration.
 */
export function loadJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.resolve(config.DATA_DIR, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
