import { beforeEach, describe, expect, it } from "vitest";
import {
  decryptSessionToken,
  encryptSessionToken,
  ENCRYPTED_SESSION_TOKEN_KEY,
  LEGACY_SESSION_TOKEN_KEY,
  resetSessionToken,
  resolveSessionToken,
} from "./session-token";

/** An HS256 JWT as the server signs it (header, claims, signature), for one user. */
function accessTokenFor(userId: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: userId, session_id: `${userId}-s` })}.c2lnbmF0dXJl`;
}

const ACCESS_TOKEN = accessTokenFor("user-one");
const OTHER_USER_TOKEN = accessTokenFor("user-two");
const OTHER_KEY_TOKEN = "a-completely-different-access-token-of-enough-length";

describe("session token", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips through AES-GCM with a fresh 12-byte IV each time", async () => {
    const first = await encryptSessionToken("token-123", ACCESS_TOKEN);
    const second = await encryptSessionToken("token-123", ACCESS_TOKEN);
    expect(first).not.toBe(second);
    expect(atob(first).length).toBe(12 + "token-123".length + 16);
    expect(await decryptSessionToken(first, ACCESS_TOKEN)).toBe("token-123");
  });

  it("derives the key from the first 32 characters: the JWT header, so every user shares it", async () => {
    const payload = await encryptSessionToken("token-123", ACCESS_TOKEN);
    expect(ACCESS_TOKEN.slice(0, 32)).toBe(OTHER_USER_TOKEN.slice(0, 32));
    expect(await decryptSessionToken(payload, OTHER_USER_TOKEN)).toBe("token-123");
    expect(await decryptSessionToken(payload, OTHER_KEY_TOKEN)).toBeNull();
  });

  it("answers null for a damaged payload", async () => {
    expect(await decryptSessionToken("not base64 at all!", ACCESS_TOKEN)).toBeNull();
    expect(await decryptSessionToken(btoa("short"), ACCESS_TOKEN)).toBeNull();
  });

  it("stores a new UUID encrypted and reuses it for the same access token", async () => {
    const token = await resolveSessionToken(ACCESS_TOKEN);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const stored = localStorage.getItem(ENCRYPTED_SESSION_TOKEN_KEY);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(token);
    expect(await resolveSessionToken(ACCESS_TOKEN)).toBe(token);
  });

  it("keeps the device's token across access-token refreshes", async () => {
    const token = await resolveSessionToken(ACCESS_TOKEN);
    expect(await resolveSessionToken(accessTokenFor("user-one-after-refresh"))).toBe(token);
  });

  it("replaces a stored token that does not decrypt (damaged storage)", async () => {
    const token = await resolveSessionToken(ACCESS_TOKEN);
    localStorage.setItem(ENCRYPTED_SESSION_TOKEN_KEY, btoa("x".repeat(40)));
    const replaced = await resolveSessionToken(ACCESS_TOKEN);
    expect(replaced).not.toBe(token);
    expect(await resolveSessionToken(ACCESS_TOKEN)).toBe(replaced);
  });

  it("on sign-out removes both entries and uses the new token for the next session", async () => {
    await resolveSessionToken(ACCESS_TOKEN);
    localStorage.setItem(LEGACY_SESSION_TOKEN_KEY, "plain-token");
    const next = resetSessionToken();
    expect(localStorage.getItem(ENCRYPTED_SESSION_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_SESSION_TOKEN_KEY)).toBeNull();
    expect(await resolveSessionToken(ACCESS_TOKEN)).toBe(next);
  });
});
