import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails, refreshTokens, users } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildUser } from "../test/factories";
import { hashSecretToken } from "../tokens/secret-tokens";
import {
  followEmailLink,
  readLatestLink,
  redeemRecoveryLink,
  signInWithPassword,
  signUpConfirmed,
  strongPassword,
  uniqueEmail,
} from "../test/auth-helpers";

const { app, context } = await createTestApp({
  RATE_LIMITS_ENABLED: "false",
  PUBLIC_URL: "http://plataforma.test",
});

const VERSION = { "x-supabase-api-version": "2024-01-01" };

describe("GoTrue sign-up and confirmation", () => {
  it("creates an unconfirmed user and e-mails a confirmation link that signs in", async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup?redirect_to=http%3A%2F%2Fplataforma.test%2Fbienvenida",
      headers: VERSION,
      payload: { email, password: strongPassword(), data: { display_name: "ana" } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-supabase-api-version"]).toBe("2024-01-01");
    expect(response.json()).toMatchObject({
      email,
      aud: "authenticated",
      email_confirmed_at: null,
      user_metadata: { display_name: "ana" },
    });

    const link = await readLatestLink(context, email);
    expect(link).toMatch(/^http:\/\/plataforma\.test\/api\/auth\/verify\?token=.+&type=signup/);
    // The page the link opens wears the site's mark (and names its icon: no /favicon.ico asked)
    // and says where the button leads, without promising a sign-in.
    const landing = await app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(landing.body).toContain('<link rel="icon" href="/favicon.svg"');
    expect(landing.body).toMatch(/<a class="brand" href="\/"><img src="\/favicon\.svg"/);
    expect(landing.body).toContain("después irás a la página de inicio de sesión");
    expect(landing.body).not.toContain("entrar en tu cuenta");
    const { status, target, fragment } = await followEmailLink(app, link);
    expect(status).toBe(303);
    expect(target.pathname).toBe("/bienvenida");
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    const user = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${fragment.get("access_token")}` },
    });
    expect(user.json<{ email_confirmed_at: string | null }>().email_confirmed_at).not.toBeNull();
  });

  it("refuses a used confirmation link with GoTrue's error fragment", async () => {
    const email = uniqueEmail();
    await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password: strongPassword() },
    });
    const link = await readLatestLink(context, email);
    await followEmailLink(app, link);
    const second = await followEmailLink(app, link);
    expect(second.fragment.get("error_code")).toBe("otp_expired");
    expect(second.fragment.get("access_token")).toBeNull();
  });

  it("never redirects a session to an origin that is not allowed", async () => {
    const email = uniqueEmail();
    await app.inject({
      method: "POST",
      url: "/api/auth/signup?redirect_to=https%3A%2F%2Fevil.example%2Fsteal",
      payload: { email, password: strongPassword() },
    });
    const { target } = await followEmailLink(app, await readLatestLink(context, email));
    expect(target.origin).toBe("http://plataforma.test");
  });

  it.each([
    ["12345", ["length"]],
    ["password123", ["pwned"]],
    ["abcdefgh", ["strength"]],
  ])("refuses the password %s as weak_password with reasons %j", async (password, reasons) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: VERSION,
      payload: { email: uniqueEmail(), password },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "weak_password",
      error_code: "weak_password",
      weak_password: { reasons },
    });
  });

  it("refuses an e-mail that already has an account with user_already_exists", async () => {
    const user = await buildUser(context);
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: user.email.toUpperCase(), password: strongPassword() },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "user_already_exists" });
  });

  it("refuses a sign-up from an origin that is not allowed", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { origin: "https://evil.example" },
      payload: { email: uniqueEmail(), password: strongPassword() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "cors_origin_not_allowed" });
  });

  it("answers a malformed body with validation_failed", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "no-at-sign", password: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("GoTrue password sign-in", () => {
  it("answers a session with the user for the right password", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { response, session } = await signInWithPassword(app, email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      user: { email, role: "authenticated" },
    });
    expect(session.refresh_token).toHaveLength(43);
  });

  it("answers invalid_credentials alike for a wrong password and an unknown e-mail", async () => {
    const { email } = await signUpConfirmed(app, context);
    const wrong = await signInWithPassword(app, email, "Otra-Clave-Distinta-9");
    const unknown = await signInWithPassword(app, uniqueEmail("nadie"), "Otra-Clave-Distinta-9");
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "invalid_credentials",
        error_code: "invalid_credentials",
        msg: "Invalid login credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("answers email_not_confirmed before the link is followed", async () => {
    const email = uniqueEmail();
    const password = strongPassword();
    await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password } });
    const { response } = await signInWithPassword(app, email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "email_not_confirmed" });
  });

  it("answers user_banned for a disabled account", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    await context.database.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    const { response } = await signInWithPassword(app, email, password);
    expect(response.json()).toMatchObject({ code: "user_banned" });
  });
});

describe("GoTrue refresh tokens", () => {
  it("rotates the refresh token on every use", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { session } = await signInWithPassword(app, email, password);
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ refresh_token: string; access_token: string }>();
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it("answers the same new token to refreshes racing within the reuse interval", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { session } = await signInWithPassword(app, email, password);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(session.refresh_token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const tokens = answers.map((answer) => answer.json<{ refresh_token: string }>().refresh_token);
    expect(new Set(tokens).size).toBe(1);
    const [next] = tokens;
    const third = (await refresh(next ?? "")).json<{ refresh_token: string }>();
    expect((await refresh(session.refresh_token)).json()).toEqual(
      expect.objectContaining({ refresh_token: third.refresh_token }),
    );
    expect((await refresh(third.refresh_token)).statusCode).toBe(200);
  });

  it("refuses a refresh token reused after the interval and revokes its family", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { session } = await signInWithPassword(app, email, password);
    const next = (await refresh(session.refresh_token)).json<{
      refresh_token: string;
      access_token: string;
    }>();
    await context.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(session.refresh_token)));
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: "refresh_token_already_used" });
    expect((await refresh(next.refresh_token)).json()).toMatchObject({
      code: "refresh_token_not_found",
    });
    const user = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: "session_not_found" });
  });

  it("refuses an unknown refresh token", async () => {
    expect((await refresh("not-a-token")).json()).toMatchObject({
      code: "refresh_token_not_found",
    });
  });
});

describe("GoTrue sign-out", () => {
  it("signs out only this device with scope local", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const phone = (await signInWithPassword(app, email, password)).session;
    const laptop = (await signInWithPassword(app, email, password)).session;
    const response = await logout(phone.access_token, "local");
    expect(response.statusCode).toBe(204);
    expect((await getUser(phone.access_token)).statusCode).toBe(403);
    expect((await getUser(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).json()).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("signs out every device with scope global and the others with scope others", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    // One after the other: the confirmation link's session and these three exceed the limit of
    // three, and the one refused must be the last (c), not whichever of three racing ones.
    const a = (await signInWithPassword(app, email, password)).session;
    const b = (await signInWithPassword(app, email, password)).session;
    const c = (await signInWithPassword(app, email, password)).session;
    if (!a || !b || !c) throw new Error("sessions missing");
    await logout(a.access_token, "others");
    expect((await getUser(a.access_token)).statusCode).toBe(200);
    expect((await getUser(b.access_token)).statusCode).toBe(403);
    const d = (await signInWithPassword(app, email, password)).session;
    await logout(d.access_token, "global");
    expect((await getUser(a.access_token)).statusCode).toBe(403);
    expect((await getUser(d.access_token)).statusCode).toBe(403);
  });

  it("answers no_authorization without a token and bad_jwt for a forged one", async () => {
    const none = await app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "no_authorization" });
    expect((await getUser("forged.token.value")).json()).toMatchObject({ code: "bad_jwt" });
  });
});

describe("GoTrue password recovery", () => {
  it("answers the same for known and unknown e-mails and mails only the known one", async () => {
    const { email } = await signUpConfirmed(app, context);
    const unknown = uniqueEmail("nadie");
    const known = await recover(email);
    const other = await recover(unknown);
    expect([known.statusCode, known.body]).toEqual([other.statusCode, other.body]);
    expect(known.json()).toEqual({});
    const sentToUnknown = await context.database.db.select().from(emails).where(eq(emails.to, unknown));
    expect(sentToUnknown).toHaveLength(0);
  });

  it("round-trips: link → recovery session → new password → sign-in, other devices signed out", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const other = (await signInWithPassword(app, email, password)).session;
    await recover(email, "http://plataforma.test/reset-password");
    const link = await readLatestLink(context, email);
    expect(new URL(link).pathname).toBe("/reset-password");
    const recovery = await redeemRecoveryLink(app, link);
    const newPassword = strongPassword();
    const update = await app.inject({
      method: "PUT",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${recovery.access_token}` },
      payload: { password: newPassword },
    });
    expect(update.statusCode).toBe(200);
    expect((await signInWithPassword(app, email, newPassword)).response.statusCode).toBe(200);
    expect((await signInWithPassword(app, email, password)).response.statusCode).toBe(400);
    expect((await getUser(other.access_token)).statusCode).toBe(403);
    const notice = await context.database.db.select().from(emails).where(eq(emails.to, email));
    expect(notice.map((row) => row.template)).toContain("auth.password-changed");
  });

  it("asks a signed-in session for the current password before changing it", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { session } = await signInWithPassword(app, email, password);
    const other = (await signInWithPassword(app, email, password)).session;
    const newPassword = strongPassword();
    const missing = await putUser(session.access_token, { password: newPassword });
    expect([missing.statusCode, missing.json<{ code: string }>().code]).toEqual([400, "current_password_required"]);
    const wrong = await putUser(session.access_token, {
      password: newPassword,
      current_password: "Wrong-Password-42",
    });
    expect(wrong.json()).toMatchObject({ code: "current_password_mismatch" });
    expect((await signInWithPassword(app, email, password)).response.statusCode).toBe(200);

    const changed = await putUser(session.access_token, {
      password: newPassword,
      current_password: password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await getUser(session.access_token)).statusCode).toBe(200);
    expect((await getUser(other.access_token)).statusCode).toBe(403);
    expect((await signInWithPassword(app, email, newPassword)).response.statusCode).toBe(200);
  });

  it("hashes with argon2id at 19 MiB, 2 passes, and upgrades an older hash at sign-in", async () => {
    const password = strongPassword();
    const older = await hash(password, { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    const user = await buildUser(context, { passwordHash: older });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=4096,t=3,p=1\$/);
    expect((await signInWithPassword(app, user.email, password)).response.statusCode).toBe(200);
    const [stored] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signInWithPassword(app, user.email, password)).response.statusCode).toBe(200);
  });

  it("refuses the same password and a weak one when changing it", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { session } = await signInWithPassword(app, email, password);
    const same = await putUser(session.access_token, { password, current_password: password });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: "same_password" });
    const weak = await putUser(session.access_token, {
      password: "123456",
      current_password: password,
    });
    expect(weak.json()).toMatchObject({
      code: "weak_password",
      weak_password: { reasons: ["pwned"] },
    });
  });

  it("updates the display name through user metadata", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const { session } = await signInWithPassword(app, email, password);
    const response = await putUser(session.access_token, { data: { display_name: "Ana García" } });
    expect(response.json()).toMatchObject({ user_metadata: { display_name: "Ana García" } });
  });
});

function refresh(refreshToken: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=refresh_token",
    payload: { refresh_token: refreshToken },
  });
}

function logout(accessToken: string, scope: string) {
  return app.inject({
    method: "POST",
    url: `/api/auth/logout?scope=${scope}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function getUser(accessToken: string) {
  return app.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function putUser(accessToken: string, payload: object) {
  return app.inject({
    method: "PUT",
    url: "/api/auth/user",
    headers: { authorization: `Bearer ${accessToken}` },
    payload,
  });
}

function recover(email: string, redirectTo?: string) {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : "";
  return app.inject({ method: "POST", url: `/api/auth/recover${query}`, payload: { email } });
}
