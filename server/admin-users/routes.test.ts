import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { signUpConfirmed } from "../test/auth-helpers";
import { insertBillingCustomer, updateBilling } from "../billing/store";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const admin = await buildAdmin(context, { email: "jefa@example.com" });
const { authorization } = await signInAs(context, admin);
const SOME_ID = "00000000-0000-4000-8000-000000000000";

const ADMIN_ENDPOINTS = [
  { method: "GET", url: "/api/admin/users" },
  { method: "PATCH", url: `/api/admin/users/${SOME_ID}`, payload: { tier: "basic" } },
  { method: "POST", url: `/api/admin/users/${SOME_ID}/revoke-sessions` },
  { method: "GET", url: "/api/admin/access-codes" },
  {
    method: "POST",
    url: "/api/admin/access-codes",
    payload: { kind: "activation", tier: "basic", duration_days: 30, max_uses: 1 },
  },
  { method: "PATCH", url: `/api/admin/access-codes/${SOME_ID}`, payload: { disabled: true } },
  { method: "GET", url: `/api/admin/access-codes/${SOME_ID}/redemptions` },
  { method: "GET", url: "/api/admin/emails" },
] as const;

describe("admin endpoints are for admins only", () => {
  it.each(ADMIN_ENDPOINTS)("$method $url answers 401 to a visitor", async (endpoint) => {
    const response = await app.inject(endpoint);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it.each(ADMIN_ENDPOINTS)("$method $url answers 403 to a signed-in non-admin", async (endpoint) => {
    const user = await buildUser(context);
    const headers = { authorization: (await signInAs(context, user)).authorization };
    const response = await app.inject({ ...endpoint, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "forbidden" } });
  });
});

describe("GET /api/admin/users", () => {
  it("finds users by e-mail or name, a page at a time, with their plan", async () => {
    await buildUser(context, {
      email: "lucia.ferrer@example.com",
      displayName: "Lucía",
      tier: "premium",
    });
    await buildUser(context, { email: "pablo@example.com", displayName: "Pablo Ferrer" });
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/users?query=ferrer&page=1",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      users: { email: string; status: string; tier: string }[];
      total: number;
      page_size: number;
    }>();
    expect(body.total).toBe(2);
    expect(body.users.map((user) => user.email).sort()).toEqual(["lucia.ferrer@example.com", "pablo@example.com"]);
    expect(body.users.find((user) => user.tier === "premium")?.status).toBe("active");
    const keys = Object.keys(body.users[0] ?? {}).sort();
    expect(keys).toEqual(
      [
        "created_at",
        "disabled",
        "display_name",
        "email",
        "email_confirmed_at",
        "id",
        "is_admin",
        "last_active_at",
        "status",
        "stripe",
        "tier",
        "tier_expires_at",
      ].sort(),
    );
  });

  it("pages through results 20 at a time", async () => {
    await Promise.all(
      Array.from({ length: 21 }, (_, index) => buildUser(context, { email: `pagina-${index}@example.org` })),
    );
    const first = await app.inject({
      method: "GET",
      url: "/api/admin/users?query=pagina-",
      headers: { authorization },
    });
    const second = await app.inject({
      method: "GET",
      url: "/api/admin/users?query=pagina-&page=2",
      headers: { authorization },
    });
    expect(first.json<{ users: unknown[]; total: number }>()).toMatchObject({ total: 21, page: 1 });
    expect(first.json<{ users: unknown[] }>().users).toHaveLength(20);
    expect(second.json<{ users: unknown[] }>().users).toHaveLength(1);
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("sets a tier with an end date, the admin flag, and clears the end date with null", async () => {
    const user = await buildUser(context);
    const end = "2030-01-31T00:00:00.000Z";
    const patch = (payload: object) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/users/${user.id}`,
        headers: { authorization },
        payload,
      });
    expect((await patch({ tier: "enterprise", tier_expires_at: end, is_admin: true })).json()).toMatchObject({
      tier: "enterprise",
      tier_expires_at: end,
      is_admin: true,
      status: "active",
    });
    expect((await patch({ tier_expires_at: null })).json()).toMatchObject({
      tier: "enterprise",
      tier_expires_at: null,
    });
  });

  it("disabling a user signs them out at once", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/token?grant_type=password",
      payload: { email, password },
    });
    const { access_token: accessToken, user } = signIn.json<{
      access_token: string;
      user: { id: string };
    }>();
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      headers: { authorization },
      payload: { disabled: true },
    });
    expect(response.json()).toMatchObject({ disabled: true });
    const check = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(check.statusCode).toBe(401);
  });

  it("refuses to let an admin remove their own admin flag", async () => {
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/users/${admin.id}`,
      headers: { authorization },
      payload: { is_admin: false },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: "cannot_modify_self" } });
  });

  it("answers 404 for an unknown user and 400 for a bad tier", async () => {
    const unknown = await app.inject({
      method: "PATCH",
      url: `/api/admin/users/${SOME_ID}`,
      headers: { authorization },
      payload: { tier: "basic" },
    });
    expect(unknown.statusCode).toBe(404);
    const user = await buildUser(context);
    const bad = await app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      headers: { authorization },
      payload: { tier: "gold" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: "validation_failed" } });
  });
});

describe("POST /api/admin/users/{id}/revoke-sessions", () => {
  it("signs the user out of every device", async () => {
    const user = await buildUser(context);
    const sessions = await Promise.all([1, 2].map(() => signInAs(context, user)));
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/revoke-sessions`,
      headers: { authorization },
    });
    expect(response.json()).toEqual({ revoked: 2 });
    for (const session of sessions) {
      const me = await app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { authorization: session.authorization },
      });
      expect(me.statusCode).toBe(403);
    }
  });
});

describe("GET /api/admin/emails", () => {
  it("lists recent outbox messages with their link", async () => {
    const { email } = await signUpConfirmed(app, context);
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/emails",
      headers: { authorization },
    });
    const message = response
      .json<{ emails: { to: string; link: string | null; subject: string; status: string }[] }>()
      .emails.find((row) => row.to === email);
    expect(message).toMatchObject({ subject: "Confirma tu cuenta", status: "outbox" });
    expect(message?.link).toContain("/api/auth/verify?token=");
  });
});

describe("Stripe status beside the granted tier", () => {
  it("shows each user's Stripe subscription and its period end", async () => {
    const subscriber = await buildUser(context, { email: "suscriptora-stripe@example.com", tier: "basic" });
    const periodEnd = new Date("2027-01-15T10:00:00.000Z");
    await insertBillingCustomer(context.database.db, subscriber.id, "cus_admin_list");
    await updateBilling(context.database.db, subscriber.id, {
      stripeSubscriptionId: "sub_admin_list",
      tier: "premium",
      status: "active",
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
    });
    await buildUser(context, { email: "sin-stripe@example.com" });
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/users?query=stripe",
      headers: { authorization },
    });
    const users = response.json<{ users: { email: string; tier: string; status: string; stripe: unknown }[] }>().users;
    expect(users.find((user) => user.email === "suscriptora-stripe@example.com")).toMatchObject({
      tier: "basic",
      status: "active",
      stripe: { tier: "premium", status: "active", period_end: periodEnd.toISOString(), cancel_at_period_end: true },
    });
    expect(users.find((user) => user.email === "sin-stripe@example.com")?.stripe).toBeNull();
  });
});
