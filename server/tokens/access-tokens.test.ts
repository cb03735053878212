import { afterEach, describe, expect, it, vi } from "vitest";
import { createAccessTokens } from "./access-tokens";
import { hmacSigningKey } from "./signing-key";

const SECRET = "a-test-secret-of-more-than-thirty-two-characters";
const CLAIMS = {
  userId: "0c7e3a57-6c36-4a2e-9f38-0d4b1d1f6f6e",
  email: "ana@example.com",
  sessionId: "5b0f4f8e-2c1d-4e55-8a59-5d3c1f7a9b21",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens", () => {
  it("refuses a token once it expires, even after it was verified before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = createAccessTokens(hmacSigningKey(SECRET), 60);
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toMatchObject({
      sub: CLAIMS.userId,
      session_id: CLAIMS.sessionId,
    });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it("refuses a token signed with another secret or altered after signing", async () => {
    const tokens = createAccessTokens(hmacSigningKey(SECRET), 60);
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toBeDefined();
    const foreign = await createAccessTokens(hmacSigningKey(`${SECRET}-other`), 60).sign(CLAIMS);
    expect(await tokens.verify(foreign)).toBeUndefined();
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(
      JSON.stringify({ ...CLAIMS, sub: "someone-else", session_id: CLAIMS.sessionId, exp: 9e9 }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeUndefined();
  });
});
