import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPairSync,
  type KeyObject,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../core/config";

/** A public key as `/.well-known/jwks.json` lists it (RFC 7517). */
export interface PublicJwk {
  kty: string;
  crv?: string;
  x?: string;
  y?: string;
  kid: string;
  alg: "ES256";
  use: "sig";
  key_ops: ["verify"];
}

/** The key access tokens are signed and checked with. */
export interface SigningKey {
  algorithm: "HS256" | "ES256";
  /** Names the key in the token's header, for verifiers that fetch the JWKS; absent for HS256. */
  kid?: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** What other services may fetch to verify our tokens: nothing for a shared secret (as GoTrue). */
  jwks: { keys: PublicJwk[] };
}

/**
 * HS256 with the server secret by default; with JWT_ALGORITHM=ES256 a P-256 key from
 * JWT_PRIVATE_KEY (PKCS#8 PEM), or generated on first start and kept in DATA_DIR, so other
 * services can verify tokens from the public key alone.
 */
export function loadSigningKey(config: Config, secret: string): SigningKey {
  if (config.JWT_ALGORITHM === "HS256") return hmacSigningKey(secret);
  const privateKey = createPrivateKey(config.JWT_PRIVATE_KEY?.replace(/\\n/g, "\n") ?? readOrCreateKeyFile(config));
  if (privateKey.asymmetricKeyType !== "ec" || privateKey.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
    throw new Error("JWT_PRIVATE_KEY must be a P-256 (prime256v1) EC private key for ES256");
  }
  const publicKey = createPublicKey(privateKey);
  const { kty = "EC", crv, x, y } = publicKey.export({ format: "jwk" });
  const kid = thumbprint({ crv, kty, x, y });
  return {
    algorithm: "ES256",
    kid,
    privateKey,
    publicKey,
    jwks: { keys: [{ kty, crv, x, y, kid, alg: "ES256", use: "sig", key_ops: ["verify"] }] },
  };
}

/** HS256 with a shared secret: the default, as GoTrue's. */
export function hmacSigningKey(secret: string): SigningKey {
  const key = createSecretKey(Buffer.from(secret, "utf8"));
  return { algorithm: "HS256", privateKey: key, publicKey: key, jwks: { keys: [] } };
}

function readOrCreateKeyFile(config: Config): string {
  const file = path.resolve(config.DATA_DIR, "jwt-es256-key.pem");
  if (existsSync(file)) return readFileSync(file, "utf8");
  mkdirSync(path.dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/** RFC 7638: the SHA-256 of the key's required members in lexicographic order. */
function thumbprint(members: { crv?: string; kty: string; x?: string; y?: string }): string {
  const canonical = JSON.stringify({ crv: members.crv, kty: members.kty, x: members.x, y: members.y });
  return createHash("sha256").update(canonical).digest("base64url");
}
