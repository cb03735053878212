import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessCodeRedemptions, accessCodes, users } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { generateAccessCode } from "./service";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const DAY_MS = 24 * 3600 * 1000;

async function buildCode(overrides: Partial<typeof accessCodes.$inferInsert> = {}) {
  const [row] = await context.database.db
    .insert(accessCodes)
    .values({
      code: generateAccessCode(),
      kind: "activation",
      tier: "premium",
      durationDays: 30,
      maxUses: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("code insert returned nothing");
  return row;
}

function quickAccess(code: string, deviceToken?: string) {
  return app.inject({
    method: "POST",
    url: "/api/functions/quick-access-with-code",
    payload: { code, deviceToken },
  });
}

async function signedInUserId(response: { json: <T>() => T }): Promise<string> {
  const { session } = response.json<{ session: { access_token: string } }>();
  const me = await app.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return me.json<{ id: string }>().id;
}

async function readUses(codeId: string): Promise<number | undefined> {
  const [stored] = await context.database.db.select().from(accessCodes).where(eq(accessCodes.id, codeId));
  return stored?.uses;
}

async function activate(code: string, user?: { id: string; email: string }) {
  const headers = user ? { authorization: (await signInAs(context, user)).authorization } : undefined;
  return app.inject({
    method: "POST",
    url: "/api/functions/activate-code",
    payload: { code },
    headers,
  });
}

describe("quick-access-with-code", () => {
  it("creates an account with the code's tier on use, matching the code case-insensitively", async () => {
    const row = await buildCode({ kind: "quick_access", tier: "basic", durationDays: 7 });
    const response = await quickAccess(row.code.toLowerCase());
    expect(response.statusCode).toBe(200);
    const { session } = response.json<{
      session: { access_token: string; refresh_token: string; token_type: string };
    }>();
    expect(session.token_type).toBe("bearer");
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.json<{ email: string }>().email).toBe(`code-${row.code.toLowerCase()}+1@access-code.invalid`);
    const profile = await app.inject({
      method: "GET",
      url: "/api/account",
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(profile.json()).toMatchObject({ made_by_access_code: true, has_password: false });
    const check = await app.inject({
      method: "POST",
      url: "/api/functions/check-subscription",
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(check.json()).toMatchObject({ subscribed: true, tier: "basic", status: "active" });
  });

  it("gives each of 5 people on a 5-use code an account of their own and refuses a 6th", async () => {
    const row = await buildCode({ kind: "quick_access", tier: "premium", maxUses: 5 });
    const people = ["a", "b", "c", "d", "e"].map((name) => `device-token-${name}`);
    const ids: string[] = [];
    for (const deviceToken of people) {
      const response = await quickAccess(row.code, deviceToken);
      expect(response.statusCode).toBe(200);
      ids.push(await signedInUserId(response));
    }
    expect(new Set(ids).size).toBe(5);
    const accounts = await context.database.db.select().from(users);
    const created = accounts.filter((account) => ids.includes(account.id));
    expect(created.map((account) => account.tier)).toEqual(Array(5).fill("premium"));
    expect(await readUses(row.id)).toBe(5);
    const sixth = await quickAccess(row.code, "device-token-f");
    expect(sixth.statusCode).toBe(410);
    expect(sixth.json()).toEqual({
      error: "The code has no uses left",
      code: "code_used_up",
      reason: "code_used_up",
    });
  });

  it("signs a returning browser back into its account without spending a use, even when used up", async () => {
    const row = await buildCode({ kind: "quick_access", maxUses: 2 });
    const first = await signedInUserId(await quickAccess(row.code, "device-token-first"));
    await quickAccess(row.code, "device-token-second");
    expect(await readUses(row.id)).toBe(2);
    const again = await quickAccess(row.code.toLowerCase(), "device-token-first");
    expect(again.statusCode).toBe(200);
    expect(await signedInUserId(again)).toBe(first);
    expect(await readUses(row.id)).toBe(2);
  });

  it("gives a browser without a device token a new account each time", async () => {
    const row = await buildCode({ kind: "quick_access", maxUses: 2 });
    const first = await signedInUserId(await quickAccess(row.code));
    const second = await signedInUserId(await quickAccess(row.code));
    expect(first).not.toBe(second);
    expect((await quickAccess(row.code)).json()).toMatchObject({ code: "code_used_up" });
  });

  it("refuses a returning browser when the code is disabled or its account is", async () => {
    const row = await buildCode({ kind: "quick_access" });
    const id = await signedInUserId(await quickAccess(row.code, "device-token-x"));
    await context.database.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    expect((await quickAccess(row.code, "device-token-x")).json()).toMatchObject({
      code: "invalid_code",
    });
    await context.database.db.update(accessCodes).set({ disabled: true }).where(eq(accessCodes.id, row.id));
    expect((await quickAccess(row.code, "device-token-y")).statusCode).toBe(404);
  });

  it("never gives more people than max_uses when they arrive at once", async () => {
    const row = await buildCode({ kind: "quick_access", maxUses: 2 });
    const responses = await Promise.all(["p", "q", "r"].map((name) => quickAccess(row.code, `device-token-${name}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 410]);
  });

  it.each([
    ["an unknown code", async () => "NOPE1234", "invalid_code", 404],
    [
      "a disabled code",
      async () => (await buildCode({ kind: "quick_access", disabled: true })).code,
      "invalid_code",
      404,
    ],
    ["an activation code", async () => (await buildCode({ kind: "activation" })).code, "invalid_code", 404],
    [
      "an expired code",
      async () => (await buildCode({ kind: "quick_access", expiresAt: new Date(Date.now() - 1000) })).code,
      "code_expired",
      410,
    ],
  ])("refuses %s", async (_name, makeCode, code, status) => {
    const response = await quickAccess(await makeCode());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, reason: code });
  });
});

describe("activate-code", () => {
  it("upgrades the signed-in user's tier for the code's duration and records the redemption", async () => {
    const user = await buildUser(context);
    const row = await buildCode({ tier: "premium", durationDays: 30 });
    const response = await activate(row.code.toLowerCase(), user);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ tier: string; tier_expires_at: string }>();
    expect(body.tier).toBe("premium");
    const days = (new Date(body.tier_expires_at).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const redemptions = await context.database.db
      .select()
      .from(accessCodeRedemptions)
      .where(eq(accessCodeRedemptions.codeId, row.id));
    expect(redemptions.map((redemption) => redemption.userId)).toEqual([user.id]);
    const [stored] = await context.database.db.select().from(accessCodes).where(eq(accessCodes.id, row.id));
    expect(stored?.uses).toBe(1);
  });

  it("extends a live grant of the same tier and never lowers a higher one", async () => {
    const end = new Date(Date.now() + 10 * DAY_MS);
    const premium = await buildUser(context, { tier: "premium", tierExpiresAt: end });
    const extended = (await activate((await buildCode({ tier: "premium", durationDays: 5 })).code, premium)).json<{
      tier_expires_at: string;
    }>();
    expect(new Date(extended.tier_expires_at).getTime()).toBe(end.getTime() + 5 * DAY_MS);
    const enterprise = await buildUser(context, { tier: "enterprise" });
    await activate((await buildCode({ tier: "basic" })).code, enterprise);
    const [stored] = await context.database.db.select().from(users).where(eq(users.id, enterprise.id));
    expect([stored?.tier, stored?.tierExpiresAt]).toEqual(["enterprise", null]);
  });

  it("refuses the same user twice with code_already_redeemed", async () => {
    const user = await buildUser(context);
    const row = await buildCode();
    await activate(row.code, user);
    const again = await activate(row.code, user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "code_already_redeemed" });
  });

  it("refuses a code whose uses are spent with code_used_up", async () => {
    const row = await buildCode({ maxUses: 1 });
    expect((await activate(row.code, await buildUser(context))).statusCode).toBe(200);
    const late = await activate(row.code, await buildUser(context));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "code_used_up" });
  });

  it.each([
    ["an expired code", { expiresAt: new Date(Date.now() - 1000) }, "code_expired"],
    ["a disabled code", { disabled: true }, "invalid_code"],
    ["a quick-access code", { kind: "quick_access" }, "invalid_code"],
  ])("refuses %s", async (_name, overrides, code) => {
    const response = await activate((await buildCode(overrides)).code, await buildUser(context));
    expect(response.json()).toMatchObject({ code });
  });

  it("needs a signed-in user", async () => {
    const response = await activate((await buildCode()).code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "unauthenticated" });
  });

  it("gives each of two simultaneous users a use, never more than max_uses", async () => {
    const row = await buildCode({ maxUses: 1 });
    const [a, b] = await Promise.all([
      activate(row.code, await buildUser(context)),
      activate(row.code, await buildUser(context)),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 410]);
  });
});
