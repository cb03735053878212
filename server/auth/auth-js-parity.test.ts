import { AuthApiError, AuthWeakPasswordError } from "@supabase/auth-js";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails } from "../db/schema/index";
import { settleQueuedMail } from "./queued-mail";
import { startAuthJsHarness } from "../test/auth-js-harness";
import { readLatestLink, strongPassword, uniqueEmail } from "../test/auth-helpers";

// Each former difference from GoTrue that auth-js meets, driven by the stock client against
// the app on a loopback port.
// Rate limits on (per-address e-mail throttles), with per-IP budgets no test here reaches.
const { context, base, createClient, pressLinkButton } = await startAuthJsHarness({
  RATE_LIMITS_ENABLED: "true",
  RATE_LIMIT_AUTH_PER_5_MIN: "10000",
  RATE_LIMIT_TOKEN_PER_5_MIN: "10000",
  RATE_LIMIT_TOKEN_BURST: "10000",
});

/** The newest e-mail to `to` (once mail queued after a response is out). */
async function readLatestEmail(to: string) {
  await settleQueuedMail(context);
  const [email] = await context.database.db
    .select()
    .from(emails)
    .where(eq(emails.to, to))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  if (!email) throw new Error(`no e-mail to ${to}`);
  return email;
}

/** The `?code=` a PKCE link lands with. */
async function followPkceLink(link: string) {
  const landing = await pressLinkButton(link);
  expect(landing.status).toBe(303);
  const target = new URL(landing.headers.get("location") ?? "");
  expect(target.hash).toBe("");
  return { target, code: target.searchParams.get("code") ?? "" };
}

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

describe("POST /resend", () => {
  it("mails a new confirmation link that works, once per address per window", async () => {
    const client = createClient();
    const email = uniqueEmail("reenvio");
    const password = strongPassword();
    await client.signUp({ email, password });
    const first = await readLatestLink(context, email);

    expect((await client.resend({ type: "signup", email })).error).toBeNull();
    const resent = await readLatestLink(context, email);
    expect(resent).not.toBe(first);
    const again = await client.resend({ type: "signup", email });
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    // An unknown address is throttled and answered alike: nothing tells which accounts exist.
    expect((await client.resend({ type: "signup", email: uniqueEmail() })).error).toBeNull();

    const old = await pressLinkButton(first);
    expect(old.headers.get("location")).toContain("error_code=otp_expired");
    await pressLinkButton(resent);
    expect((await client.signInWithPassword({ email, password })).error).toBeNull();
  });
});

describe("PKCE (flowType: 'pkce')", () => {
  it("confirms a sign-up through a link carrying a one-time code", async () => {
    const client = createClient("pkce");
    const email = uniqueEmail("pkce");
    await client.signUp({ email, password: strongPassword(), options: { emailRedirectTo: `${base}/bienvenida` } });
    const { target, code } = await followPkceLink(await readLatestLink(context, email));
    expect(target.pathname).toBe("/bienvenida");

    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.getSession()).data.session?.access_token).toBeTruthy();

    const reused = await createClient("pkce").exchangeCodeForSession(code);
    expect(reused.error).toBeTruthy();
  });

  it("refuses a code with the wrong verifier", async () => {
    const email = uniqueEmail("pkce");
    await createClient("pkce").signUp({ email, password: strongPassword() });
    const { code } = await followPkceLink(await readLatestLink(context, email));
    const response = await fetch(`${base}/api/auth/token?grant_type=pkce`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(43) }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "bad_code_verifier" });
  });
});

describe("POST /otp and POST /verify", () => {
  it("signs in by the e-mailed link, creating the account when allowed", async () => {
    const client = createClient();
    const email = uniqueEmail("enlace");
    const sent = await client.signInWithOtp({
      email,
      options: { emailRedirectTo: `${base}/asistentes`, data: { plan: "x" } },
    });
    expect(sent.error).toBeNull();
    const landing = await pressLinkButton(await readLatestLink(context, email));
    const target = new URL(landing.headers.get("location") ?? "");
    expect(target.pathname).toBe("/asistentes");
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("type")).toBe("magiclink");
    const session = await client.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(session.data.user).toMatchObject({ email, user_metadata: { plan: "x" } });
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
  });

  it("signs in by the 6-digit code, and a wrong or reused code is refused", async () => {
    const { email } = await signUpAndSignIn();
    const client = createClient();
    expect((await client.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const message = await readLatestEmail(email);
    expect(message.template).toBe("auth.magic-link");
    const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";
    const wrong = await client.verifyOtp({ email, token: code === "000000" ? "111111" : "000000", type: "email" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired" });
    const verified = await client.verifyOtp({ email, token: code, type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const reused = await createClient().verifyOtp({ email, token: code, type: "email" });
    expect(reused.error).toMatchObject({ code: "otp_expired" });
  });

  it("creates no account when should_create_user is false, and answers the same", async () => {
    const email = uniqueEmail("nadie");
    const sent = await createClient().signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    await settleQueuedMail(context);
    await expect(readLatestEmail(email)).rejects.toThrow(/no e-mail/);
  });

  it("signs in with the link's token as token_hash (PKCE client)", async () => {
    const { email } = await signUpAndSignIn();
    const client = createClient("pkce");
    await client.signInWithOtp({ email });
    const link = new URL(await readLatestLink(context, email));
    const verified = await client.verifyOtp({ token_hash: link.searchParams.get("token") ?? "", type: "magiclink" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });
});

describe("e-mail change", () => {
  it("confirms at the new address, tells the old one, and switches only after confirmation", async () => {
    const { client, email, password } = await signUpAndSignIn();
    const newEmail = uniqueEmail("nuevo");
    const asked = await client.updateUser({ email: newEmail });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: newEmail });

    const notice = await readLatestEmail(email);
    expect(notice.template).toBe("auth.email-change-notice");
    expect(notice.text).toContain(newEmail);
    const confirmation = await readLatestEmail(newEmail);
    expect(confirmation.template).toBe("auth.email-change");
    expect((await client.getUser()).data.user?.email).toBe(email);

    const landing = await pressLinkButton(confirmation.link ?? "");
    expect(new URLSearchParams(new URL(landing.headers.get("location") ?? "").hash.slice(1)).get("type")).toBe(
      "email_change",
    );
    const changed = await client.getUser();
    expect(changed.data.user?.email).toBe(newEmail);
    expect(changed.data.user).not.toHaveProperty("new_email");
    expect((await createClient().signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await createClient().signInWithPassword({ email, password })).error).toMatchObject({
      code: "invalid_credentials",
    });
  });

  it("refuses an address another account already uses", async () => {
    const { client } = await signUpAndSignIn();
    const { email: taken } = await signUpAndSignIn();
    const asked = await client.updateUser({ email: taken });
    expect(asked.error).toMatchObject({ status: 422, code: "email_exists" });
  });
});
