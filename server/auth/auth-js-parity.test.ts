import { AuthApiError, AuthWeakPasswordError } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { startAuthJsHarness } from "./auth-js-harness";
import { readLatestLink, strongPassword, uniqueEmail } from "./test-helpers";

// Issue 15: each difference from GoTrue that auth-js meets, driven by the stock client against
// the app on a loopback port.
const { context, base, createClient, pressLinkButton } = await startAuthJsHarness();

/** A confirmed account signed in on a fresh client. */
async function signUpAndSignIn(data?: Record<string, unknown>) {
  const client = createClient();
  const email = uniqueEmail("paridad");
  const password = strongPassword();
  const signUp = await client.signUp({ email, password, options: { data } });
  if (signUp.error) throw signUp.error;
  await pressLinkButton(await readLatestLink(context, email));
  const signIn = await client.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, email, password, user: signIn.data.user };
}

describe("the user object", () => {
  it("has GoTrue's empty phone and the e-mail identity, unverified until confirmed", async () => {
    const client = createClient();
    const email = uniqueEmail("forma");
    const signUp = await client.signUp({ email, password: strongPassword() });
    const user = signUp.data.user;
    expect(user?.phone).toBe("");
    expect(user?.identities).toHaveLength(1);
    const [identity] = user?.identities ?? [];
    expect(identity).toMatchObject({
      id: user?.id,
      user_id: user?.id,
      provider: "email",
      email,
      identity_data: { email, email_verified: false, phone_verified: false, sub: user?.id },
    });
    expect(identity?.identity_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(identity?.identity_id).not.toBe(user?.id);
    expect(typeof identity?.created_at).toBe("string");

    await pressLinkButton(await readLatestLink(context, email));
    const { user: signedIn } = await signUpAndSignIn();
    expect(signedIn?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });
    expect(signedIn?.identities?.[0]?.last_sign_in_at).toBeTruthy();
    expect(signedIn?.user_metadata).toMatchObject({ email_verified: true, sub: signedIn?.id });
  });
});

describe("user_metadata", () => {
  it("keeps any JSON from sign-up and updateUser, merging and removing keys set to null", async () => {
    const profile = { city: "Girona", tags: ["ia", "blog"], prefs: { theme: "dark" } };
    const { client, user } = await signUpAndSignIn({ ...profile, display_name: "Marta" });
    expect(user?.user_metadata).toMatchObject({ ...profile, display_name: "Marta" });

    const updated = await client.updateUser({ data: { city: null, plan: 2, language: "ca" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ plan: 2, language: "ca", display_name: "Marta" });
    expect(updated.data.user?.user_metadata).not.toHaveProperty("city");
    const fetched = await client.getUser();
    expect(fetched.data.user?.user_metadata).toMatchObject({ tags: ["ia", "blog"], plan: 2 });
  });

  it("refuses metadata over 16 KB with a GoTrue error instead of dropping it", async () => {
    const { client } = await signUpAndSignIn();
    const tooBig = await client.updateUser({ data: { notes: "x".repeat(17 * 1024) } });
    expect(tooBig.error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(tooBig.error?.message).toMatch(/16384 bytes/);

    const signUp = await createClient().signUp({
      email: uniqueEmail(),
      password: strongPassword(),
      options: { data: { notes: "x".repeat(17 * 1024) } },
    });
    expect(signUp.error).toMatchObject({ status: 400, code: "validation_failed" });

    const badKey = await client.updateUser({ data: { ["k".repeat(65)]: 1 } });
    expect(badKey.error).toMatchObject({ status: 400, code: "validation_failed" });
    const nul = await client.updateUser({ data: { note: "a\u0000b" } });
    expect(nul.error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("errors", () => {
  it("answers an endpoint it does not serve in GoTrue's error shape, which auth-js raises with its code", async () => {
    const { client } = await signUpAndSignIn();
    const enroll = await client.mfa.enroll({ factorType: "totp" });
    expect(enroll.error).toBeInstanceOf(AuthApiError);
    expect(enroll.error).toMatchObject({ status: 404, code: "not_found", message: "404 page not found" });

    const raw = await fetch(`${base}/api/auth/no/such/route`, { method: "POST" });
    expect(raw.status).toBe(404);
    expect(raw.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await raw.json()).toEqual({
      code: "not_found",
      error_code: "not_found",
      msg: "404 page not found",
      message: "404 page not found",
    });
  });

  it("words a short password and an invalid address like GoTrue", async () => {
    const short = await createClient().signUp({ email: uniqueEmail(), password: "abc" });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error).toMatchObject({
      status: 422,
      code: "weak_password",
      reasons: ["length"],
      message: "Password should be at least 6 characters.",
    });
    const invalid = await createClient().signUp({ email: "no-es-un-correo", password: strongPassword() });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
    const signIn = await createClient().signInWithPassword({ email: "@@", password: "x" });
    expect(signIn.error?.message).toBe("Unable to validate email address: invalid format");
  });
});
