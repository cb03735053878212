import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const admin = await buildAdmin(context);
const { authorization } = await signInAs(context, admin);

interface Code {
  id: string;
  code: string;
  uses: number;
  disabled: boolean;
  note: string | null;
}

function createCodes(payload: object) {
  return app.inject({
    method: "POST",
    url: "/api/admin/access-codes",
    headers: { authorization },
    payload,
  });
}

describe("access-code admin", () => {
  it("generates a batch of distinct upper-case codes with the given settings", async () => {
    const response = await createCodes({
      kind: "activation",
      tier: "premium",
      duration_days: 30,
      max_uses: 1,
      count: 25,
      note: "Taller marzo",
    });
    expect(response.statusCode).toBe(201);
    const { codes } = response.json<{ codes: (Code & { tier: string; kind: string })[] }>();
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((code) => code.code)).size).toBe(25);
    for (const code of codes) {
      expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(code).toMatchObject({
        kind: "activation",
        tier: "premium",
        uses: 0,
        disabled: false,
        note: "Taller marzo",
      });
    }
  });

  it("stores a chosen code upper-case and refuses it twice", async () => {
    const first = await createCodes({
      kind: "quick_access",
      tier: "basic",
      duration_days: 7,
      max_uses: 10,
      code: "bienvenida-2030",
    });
    expect(first.json<{ codes: Code[] }>().codes[0]?.code).toBe("BIENVENIDA-2030");
    const again = await createCodes({
      kind: "quick_access",
      tier: "basic",
      duration_days: 7,
      max_uses: 10,
      code: "BIENVENIDA-2030",
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses invalid settings with validation_failed", async () => {
    const response = await createCodes({
      kind: "forever",
      tier: "premium",
      duration_days: 0,
      max_uses: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
  });

  it("lists codes, disables one, and the disabled code stops working", async () => {
    const created = (await createCodes({ kind: "activation", tier: "basic", duration_days: 30, max_uses: 5 })).json<{
      codes: Code[];
    }>();
    const code = created.codes[0];
    if (!code) throw new Error("no code created");
    const listed = await app.inject({
      method: "GET",
      url: "/api/admin/access-codes",
      headers: { authorization },
    });
    expect(listed.json<{ codes: Code[] }>().codes.map((row) => row.id)).toContain(code.id);
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/admin/access-codes/${code.id}`,
      headers: { authorization },
      payload: { disabled: true },
    });
    expect(patched.json()).toMatchObject({ id: code.id, disabled: true });
    const user = await buildUser(context);
    const redeem = await app.inject({
      method: "POST",
      url: "/api/functions/activate-code",
      headers: { authorization: (await signInAs(context, user)).authorization },
      payload: { code: code.code },
    });
    expect(redeem.json()).toMatchObject({ code: "invalid_code" });
  });

  it("lists who redeemed a code", async () => {
    const { codes } = (await createCodes({ kind: "activation", tier: "basic", duration_days: 30, max_uses: 5 })).json<{
      codes: Code[];
    }>();
    const code = codes[0];
    if (!code) throw new Error("no code created");
    const user = await buildUser(context, { displayName: "Rosa" });
    await app.inject({
      method: "POST",
      url: "/api/functions/activate-code",
      headers: { authorization: (await signInAs(context, user)).authorization },
      payload: { code: code.code },
    });
    const response = await app.inject({
      method: "GET",
      url: `/api/admin/access-codes/${code.id}/redemptions`,
      headers: { authorization },
    });
    expect(response.json<{ redemptions: unknown[] }>().redemptions).toEqual([
      expect.objectContaining({ user_id: user.id, email: user.email, display_name: "Rosa" }),
    ]);
  });

  it("answers 404 for the redemptions of an unknown code", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/access-codes/00000000-0000-4000-8000-000000000000/redemptions",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
  });
});
