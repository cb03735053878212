import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";
import type { Config } from "../config";

/** Claims of our access tokens, named as GoTrue names them so auth-js reads them. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  session_id: string;
  role: "authenticated";
  exp: number;
  iat: number;
}

export interface AccessTokens {
  ttlSeconds: number;
  sign: (claims: { userId: string; email: string; sessionId: string }) => Promise<string>;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify: (token: string) => Promise<AccessTokenClaims | undefined>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: ({ userId, email, sessionId }) =>
      new SignJWT({ email, session_id: sessionId, role: "authenticated" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.sub !== "string" || typeof payload.session_id !== "string")
          return undefined;
        return payload as unknown as AccessTokenClaims;
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
