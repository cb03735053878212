import { AuthApiError, AuthWeakPasswordError } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { startAuthJsHarness } from "../test/auth-js-harness";
import { readLatestLink, strongPassword, uniqueEmail } from "../test/auth-helpers";

// The stock browser client against the app on a loopback port: proof that /api/auth speaks
// GoTrue well enough for auth-js unmodified (docs/architecture.md, HTTP contract).
const { context, base, createClient, pressLinkButton } = await startAuthJsHarness();

describe("@supabase/auth-js GoTrueClient against /api/auth", () => {
  it("signs up, confirms through the e-mailed link, signs in, refreshes and signs out", async () => {
    const client = createClient();
    const email = uniqueEmail("cliente");
    const password = strongPassword();

    const signUp = await client.signUp({
      email,
      password,
      options: { emailRedirectTo: `${base}/bienvenida`, data: { display_name: "cliente" } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.session).toBeNull();

    const early = await client.signInWithPassword({ email, password });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ code: "email_not_confirmed", status: 400 });

    const link = await readLatestLink(context, email);
    const landing = await pressLinkButton(link);
    expect(landing.status).toBe(303);
    const target = new URL(landing.headers.get("location") ?? "");
    expect(`${target.origin}${target.pathname}`).toBe(`${base}/bienvenida`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    const confirmed = await client.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await client.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session?.user.user_metadata).toMatchObject({ display_name: "cliente" });
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000);

    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);
    expect((await client.getUser()).data.user?.email).toBe(email);

    const accessToken = refreshed.data.session?.access_token ?? "";
    expect((await client.signOut({ scope: "local" })).error).toBeNull();
    expect((await client.getSession()).data.session).toBeNull();
    const after = await fetch(`${base}/api/auth/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(after.status).toBe(403);
  });

  it("raises AuthApiError with the code for a wrong password and AuthWeakPasswordError with reasons", async () => {
    const client = createClient();
    const wrong = await client.signInWithPassword({
      email: uniqueEmail(),
      password: "Wrong-Password-42",
    });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      code: "invalid_credentials",
      status: 400,
      message: "Invalid login credentials",
    });
    const weak = await client.signUp({ email: uniqueEmail(), password: "123456" });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ code: "weak_password", status: 422, reasons: ["pwned"] });
  });

  it("sends a reset e-mail and updates the password from the recovery session", async () => {
    const client = createClient();
    const email = uniqueEmail("olvido");
    await client.signUp({ email, password: strongPassword() });
    await pressLinkButton(await readLatestLink(context, email));
    const reset = await client.resetPasswordForEmail(email, {
      redirectTo: `${base}/reset-password`,
    });
    expect(reset.error).toBeNull();
    const link = new URL(await readLatestLink(context, email));
    expect(link.pathname).toBe("/reset-password");
    const verified = await client.verifyOtp({
      token_hash: link.searchParams.get("token_hash") ?? "",
      type: "recovery",
    });
    expect(verified.error).toBeNull();
    const newPassword = strongPassword();
    expect((await client.updateUser({ password: newPassword })).error).toBeNull();
    expect((await createClient().signInWithPassword({ email, password: newPassword })).error).toBeNull();
  });
});
