import { beforeEach, describe, expect, it } from "vitest";
import {
  decryptSessionToken,
  encryptSessionToken,
  ENCRYPTED_SESSION_TOKEN_KEY,
  LEGACY_SESSION_TOKEN_KEY,
  resetSessionToken,
  resolveSessionToken,
} from "./session-token";

const ACCESS_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.payload-one.signature";
const OTHER_TOKEN = "a-completely-different-access-token-of-enough-length";

describe("session token", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips through AES-GCM with a fresh 12-byte IV each time", async () => {
    const first = await encryptSessionToken("token-123", ACCESS_TOKEN);
    const second = await encryptSessionToken("token-123", ACCESS_TOKEN);
    expect(first).not.toBe(second);
    expect(atob(first).length).toBe(12 + "token-123".length + 16);
    expect(await decryptSessionToken(first, ACCESS_TOKEN)).toBe("token-123");
  });

  it("derives the key from the first 32 characters of the access token only", async () => {
    const payload = await encryptSessionToken("token-123", ACCESS_TOKEN);
    const sameStart = `${ACCESS_TOKEN.slice(0, 32)}.another-payload.another-signature`;
    expect(await decryptSessionToken(payload, sameStart)).toBe("token-123");
    expect(await decryptSessionToken(payload, OTHER_TOKEN)).toBeNull();
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

  it("replaces a token that no longer decrypts", async () => {
    const token = await resolveSessionToken(ACCESS_TOKEN);
    const replaced = await resolveSessionToken(OTHER_TOKEN);
    expect(replaced).not.toBe(token);
    expect(await resolveSessionToken(OTHER_TOKEN)).toBe(replaced);
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
