import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { startAuthJsHarness } from "../test/auth-js-harness";
import { readLatestLink, strongPassword, uniqueEmail } from "../test/auth-helpers";

// With JWT_ALGORITHM=ES256 another service verifies our access tokens from the
// published public key alone; HS256 (the default) publishes no key, as GoTrue does.
const es256 = await startAuthJsHarness({ JWT_ALGORITHM: "ES256" });
const hs256 = await startAuthJsHarness();

afterAll(async () => {
  await Promise.all([es256.app.close(), hs256.app.close()]);
});

async function signIn(harness: typeof es256) {
  const client = harness.createClient();
  const email = uniqueEmail("jwks");
  const password = strongPassword();
  const signUp = await client.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  await harness.pressLinkButton(await readLatestLink(harness.context, email));
  const { data, error } = await client.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

describe("ES256 access tokens", () => {
  it("are verified by another service from /.well-known/jwks.json, and by auth-js's getClaims", async () => {
    const { client, session } = await signIn(es256);
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT" });

    const keys = createRemoteJWKSet(new URL(`${es256.base}/api/auth/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, keys, { algorithms: ["ES256"] });
    expect(payload).toMatchObject({ sub: session.user.id, role: "authenticated" });
    expect(typeof payload.session_id).toBe("string");

    const claims = await client.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(session.user.id);

    const root = await fetch(`${es256.base}/.well-known/jwks.json`);
    expect(await root.json()).toEqual({
      keys: [expect.objectContaining({ kid: header.kid, kty: "EC", crv: "P-256", alg: "ES256", use: "sig" })],
    });
  });

  it("are the tokens the API accepts, and a token forged with another key is refused", async () => {
    const { session } = await signIn(es256);
    const user = await fetch(`${es256.base}/api/auth/user`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(200);

    const other = await signIn(hs256);
    const refused = await fetch(`${es256.base}/api/auth/user`, {
      headers: { authorization: `Bearer ${other.session.access_token}` },
    });
    // GoTrue's answer to a token it cannot verify: 403 bad_jwt.
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error_code: "bad_jwt" });
  });

  it("keeps the same key across restarts, from DATA_DIR", async () => {
    const again = await startAuthJsHarness({ JWT_ALGORITHM: "ES256", DATA_DIR: es256.context.config.DATA_DIR });
    try {
      expect(again.context.accessTokens.jwks).toEqual(es256.context.accessTokens.jwks);
    } finally {
      await again.app.close();
    }
  });
});

describe("HS256 access tokens (the default)", () => {
  it("publish no key: the secret stays on the server", async () => {
    const response = await fetch(`${hs256.base}/api/auth/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
    const { session } = await signIn(hs256);
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: "HS256", typ: "JWT" });
  });
});
