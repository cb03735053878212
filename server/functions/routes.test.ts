import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertBillingCustomer, updateBilling } from "../billing/store";
import { emails, users } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { strongPassword, uniqueEmail } from "../test/auth-helpers";

const { app, context } = await createTestApp({
  RATE_LIMITS_ENABLED: "false",
  MAX_ACTIVE_SESSIONS: "3",
  ALLOWED_ORIGINS: "https://app.example.com",
});

function secureSignup(payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/api/functions/secure-signup", payload, headers });
}

describe("secure-signup", () => {
  it("creates the account with the name before the @ and e-mails a confirmation in the user's language", async () => {
    const email = uniqueEmail("marta");
    const response = await secureSignup({ email, password: strongPassword(), language: "ca" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { email, display_name: email.split("@")[0] },
    });
    const [sent] = await context.database.db.select().from(emails).where(eq(emails.to, email));
    expect(sent?.subject).toBe("Confirma el teu compte");
    expect(sent?.text).toContain(sent?.link ?? "missing link");
  });

  it("accepts the site's own origin and the configured allowed origins", async () => {
    const own = await secureSignup(
      { email: uniqueEmail(), password: strongPassword() },
      { origin: "http://localhost:3000" },
    );
    const listed = await secureSignup(
      { email: uniqueEmail(), password: strongPassword() },
      { origin: "https://app.example.com" },
    );
    expect([own.statusCode, listed.statusCode]).toEqual([200, 200]);
  });

  it("refuses another origin with cors_origin_not_allowed", async () => {
    const response = await secureSignup(
      { email: uniqueEmail(), password: strongPassword() },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "Origin not allowed",
      code: "cors_origin_not_allowed",
      reason: "cors_origin_not_allowed",
    });
  });

  it("refuses a leaked password with pwned_password", async () => {
    const response = await secureSignup({ email: uniqueEmail(), password: "qwerty123" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "pwned_password", reason: "pwned_password" });
  });

  it.each([
    ["abc12", ["length"]],
    ["aaaaaaaa", ["strength"]],
  ])("refuses %s with weak_password and its reasons", async (password, reasons) => {
    const response = await secureSignup({ email: uniqueEmail(), password });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "weak_password",
      reason: "weak_password",
      reasons,
    });
  });

  it("refuses an existing account with user_already_exists", async () => {
    const user = await buildUser(context);
    const response = await secureSignup({ email: user.email, password: strongPassword() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "user_already_exists",
      reason: "user_already_exists",
    });
  });

  it("answers a malformed body with a flat validation_failed", async () => {
    const response = await secureSignup({ email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_failed",
      reason: "validation_failed",
    });
  });
});

describe("validate-session", () => {
  it("answers 401 unauthenticated without a valid token", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/validate-session",
      payload: { sessionToken: crypto.randomUUID(), deviceFingerprint: "abcdef0123456789" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: "Sign-in required",
      code: "unauthenticated",
      reason: "unauthenticated",
    });
  });
});

describe("check-subscription", () => {
  const check = async (overrides: Parameters<typeof buildUser>[1]) => {
    const user = await buildUser(context, overrides);
    const { authorization } = await signInAs(context, user);
    return app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization },
    });
  };

  it("answers free and inactive for a user with no plan", async () => {
    expect((await check({})).json()).toEqual({
      subscribed: false,
      tier: "free",
      status: "inactive",
      subscription_end: null,
      isAdmin: false,
    });
  });

  it("counts a granted tier as an active subscription until its end", async () => {
    const end = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    expect((await check({ tier: "premium", tierExpiresAt: end })).json()).toEqual({
      subscribed: true,
      tier: "premium",
      status: "active",
      subscription_end: end.toISOString(),
      isAdmin: false,
    });
  });

  it("falls back to free once the granted tier has ended", async () => {
    const response = await check({ tier: "basic", tierExpiresAt: new Date(Date.now() - 1000) });
    expect(response.json()).toMatchObject({ subscribed: false, tier: "free", status: "inactive" });
  });

  it("tells an admin apart", async () => {
    const admin = await buildAdmin(context);
    const { authorization } = await signInAs(context, admin);
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization },
    });
    expect(response.json()).toMatchObject({ isAdmin: true });
  });

  it("answers many users checking at once each with their own plan, and a signed-out one with 401", async () => {
    const tiers = ["free", "basic", "premium", "free", "premium", "basic", "free", "premium"] as const;
    const end = new Date(Date.now() + 24 * 3600 * 1000);
    const people = await Promise.all(
      tiers.map(async (tier) => {
        const user = await buildUser(context, { tier, tierExpiresAt: tier === "free" ? null : end });
        return { tier, ...(await signInAs(context, user)) };
      }),
    );
    const checkAll = () =>
      Promise.all(
        [...people, ...people, ...people].map(async ({ authorization }) => {
          const response = await app.inject({
            method: "POST",
            url: "/api/functions/check-subscription",
            headers: { authorization },
          });
          return { authorization, status: response.statusCode, tier: response.json<{ tier?: string }>().tier };
        }),
      );
    for (const answer of await checkAll()) {
      expect(answer).toMatchObject({
        status: 200,
        tier: people.find((person) => person.authorization === answer.authorization)?.tier,
      });
    }

    const leaving = people[0]?.authorization;
    await app.inject({ method: "POST", url: "/api/auth/logout?scope=local", headers: { authorization: leaving } });
    for (const answer of await checkAll()) expect(answer.status).toBe(answer.authorization === leaving ? 401 : 200);
  });

  it("refuses a token whose session belongs to another user", async () => {
    const owner = await buildUser(context);
    const other = await buildUser(context);
    const { sessionId } = await signInAs(context, owner);
    const token = await context.accessTokens.sign({ userId: other.id, email: other.email, sessionId });
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("reads the Stripe subscription in the same check, over a lower granted tier", async () => {
    const user = await buildUser(context, { tier: "basic", tierExpiresAt: null });
    const periodEnd = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    await insertBillingCustomer(context.database.db, user.id, `cus_${user.id.slice(0, 8)}`);
    await updateBilling(context.database.db, user.id, {
      tier: "premium",
      status: "active",
      currentPeriodEnd: periodEnd,
    });
    const { authorization } = await signInAs(context, user);
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization },
    });
    expect(response.json()).toEqual({
      subscribed: true,
      tier: "premium",
      status: "active",
      subscription_end: periodEnd.toISOString(),
      isAdmin: false,
    });
  });

  it("answers 401 at once for a disabled account", async () => {
    const user = await buildUser(context);
    const { authorization } = await signInAs(context, user);
    await context.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 after the session signed out", async () => {
    const user = await buildUser(context);
    const { authorization } = await signInAs(context, user);
    await app.inject({
      method: "POST",
      url: "/api/auth/logout?scope=local",
      headers: { authorization },
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(401);
  });
});
