/**
 * The device's session token (docs/product.md, "This device's session token"): a random UUID that validate-session uses to
 * count this browser as one active session. It is kept AES-GCM encrypted in local storage with a
 * key derived from the access token's first 32 characters. Those characters
 * are the JWT header, the same for every token this server signs, so the key is the same for
 * every user: the encryption only keeps the token from being read at a glance, and nothing on
 * the server relies on it being secret.
 */
export const ENCRYPTED_SESSION_TOKEN_KEY = "encrypted_session_token";
/** Older clients kept the token in clear under this key; it is removed on sign-out. */
export const LEGACY_SESSION_TOKEN_KEY = "session_token";

const KEY_SOURCE_LENGTH = 32;
const PBKDF2_ITERATIONS = 100_000;
const IV_LENGTH = 12;
// A fixed salt, so the same access-token prefix always derives the same key.
const SALT = new TextEncoder().encode("plataforma-ia-session-token-v1");

async function deriveKey(accessToken: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(accessToken.slice(0, KEY_SOURCE_LENGTH)),
    "PBKDF2",
    false,
    ["deriveKey"],
  );
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", salt: SALT, iterations: PBKDF2_ITERATIONS, hash: "SHA-256" },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of a random 12-byte IV followed by the AES-GCM ciphertext. */
export async function encryptSessionToken(token: string, accessToken: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const key = await deriveKey(accessToken);
  const cipher = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(token));
  const payload = new Uint8Array(IV_LENGTH + cipher.byteLength);
  payload.set(iv);
  payload.set(new Uint8Array(cipher), IV_LENGTH);
  return toBase64(payload);
}

/** The token, or null when the payload is damaged or was encrypted under another key. */
export async function decryptSessionToken(payload: string, accessToken: string): Promise<string | null> {
  try {
    const bytes = fromBase64(payload);
    if (bytes.length <= IV_LENGTH) return null;
    const key = await deriveKey(accessToken);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_LENGTH) },
      key,
      bytes.slice(IV_LENGTH),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** A token made at sign-out, waiting for the next access token to be stored encrypted. */
let pendingToken: string | null = null;

/**
 * Reuses the stored token when it decrypts with this access token, otherwise
 * stores a new one (or the one made at sign-out).
 */
export async function resolveSessionToken(accessToken: string, storage: Storage = localStorage): Promise<string> {
  const stored = storage.getItem(ENCRYPTED_SESSION_TOKEN_KEY);
  const existing = stored ? await decryptSessionToken(stored, accessToken) : null;
  if (existing) return existing;
  const token = pendingToken ?? crypto.randomUUID();
  pendingToken = null;
  storage.setItem(ENCRYPTED_SESSION_TOKEN_KEY, await encryptSessionToken(token, accessToken));
  return token;
}

/** Sign-out: forgets the stored tokens and makes a new one for the next session. */
export function resetSessionToken(storage: Storage = localStorage): string {
  storage.removeItem(ENCRYPTED_SESSION_TOKEN_KEY);
  storage.removeItem(LEGACY_SESSION_TOKEN_KEY);
  pendingToken = crypto.randomUUID();
  return pendingToken;
}
