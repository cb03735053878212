import { describe, expect, it } from "vitest";
import type { TAdminExternalApp, TExternalAppList } from "../../contracts/external-apps";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const admin = await signInAs(context, await buildAdmin(context));
const free = await signInAs(context, await buildUser(context, { tier: "free" }));
const basic = await signInAs(context, await buildUser(context, { tier: "basic" }));
const premium = await signInAs(context, await buildUser(context, { tier: "premium" }));

async function createApp(overrides: Record<string, unknown> = {}): Promise<TAdminExternalApp> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/apps",
    headers: { authorization: admin.authorization },
    payload: {
      name: "Transcriptor",
      description: "Audio a texto",
      url: "https://tools.example.com/secret-path",
      requiredTier: "basic",
      published: true,
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TAdminExternalApp>();
}

const listAs = async (authorization?: string) =>
  (
    await app.inject({ url: "/api/apps/external", headers: authorization ? { authorization } : {} })
  ).json<TExternalAppList>();
const openAs = (id: string, authorization: string) =>
  app.inject({ url: `/api/apps/${id}/open`, headers: { authorization } });
const readClicks = async (id: string) =>
  (await app.inject({ url: "/api/admin/apps", headers: { authorization: admin.authorization } }))
    .json<{ apps: TAdminExternalApp[] }>()
    .apps.find((candidate) => candidate.id === id)?.clicks;

describe("external apps", () => {
  it("refuses a free account, lets a basic one through to the app and counts the click", async () => {
    const created = await createApp();
    const refused = await openAs(created.id, free.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "tier_required" } });
    expect(refused.headers.location).toBeUndefined();
    expect(await readClicks(created.id)).toBe(0);

    const opened = await openAs(created.id, basic.authorization);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("https://tools.example.com/secret-path");
    expect(await readClicks(created.id)).toBe(1);
  });

  it("keeps the URL out of the list for visitors and free accounts, and locks their cards", async () => {
    const created = await createApp({ url: "https://tools.example.com/only-for-members" });
    for (const authorization of [undefined, free.authorization]) {
      const response = await app.inject({ url: "/api/apps/external", headers: authorization ? { authorization } : {} });
      expect(response.body).not.toContain("only-for-members");
      const card = response.json<TExternalAppList>().apps.find((candidate) => candidate.id === created.id);
      expect(card).toMatchObject({ locked: true, openPath: null });
    }
    const card = (await listAs(basic.authorization)).apps.find((candidate) => candidate.id === created.id);
    expect(card?.locked).toBe(false);
    expect(card?.openPath).toMatch(new RegExp(`^/api/apps/${created.id}/open\\?ticket=`));
  });

  it("opens through the card's ticket without a bearer token, and refuses a forged or foreign one", async () => {
    const created = await createApp();
    const card = (await listAs(basic.authorization)).apps.find((candidate) => candidate.id === created.id);
    const opened = await app.inject({ url: card?.openPath ?? "" });
    expect(opened.statusCode).toBe(302);
    const forged = (card?.openPath ?? "").replace(/.$/, (last) => (last === "a" ? "b" : "a"));
    expect((await app.inject({ url: forged })).statusCode).toBe(401);
    const other = await createApp();
    const ticket = new URL(card?.openPath ?? "", "http://x").searchParams.get("ticket") ?? "";
    expect((await app.inject({ url: `/api/apps/${other.id}/open?ticket=${ticket}` })).statusCode).toBe(401);
  });

  it("asks for the app's own tier: a basic account cannot open a premium app, a premium one can", async () => {
    const created = await createApp({ requiredTier: "premium", url: "https://tools.example.com/premium-only" });
    expect((await openAs(created.id, basic.authorization)).statusCode).toBe(403);
    const basicCard = (await listAs(basic.authorization)).apps.find((candidate) => candidate.id === created.id);
    expect(basicCard).toMatchObject({ locked: true, openPath: null });
    expect((await openAs(created.id, premium.authorization)).headers.location).toBe(
      "https://tools.example.com/premium-only",
    );
  });

  it("hides unpublished apps from the list and from members' opening", async () => {
    const created = await createApp({ published: false });
    expect((await listAs(premium.authorization)).apps.some((candidate) => candidate.id === created.id)).toBe(false);
    expect((await openAs(created.id, premium.authorization)).statusCode).toBe(404);
  });

  it("refuses a free tier for an app and a non-http URL", async () => {
    const headers = { authorization: admin.authorization };
    const payload = { name: "X", url: "https://example.com" };
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/apps",
          headers,
          payload: { ...payload, requiredTier: "free" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/apps",
          headers,
          payload: { ...payload, url: "javascript:alert(1)" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("edits and deletes an app", async () => {
    const created = await createApp();
    const headers = { authorization: admin.authorization };
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/admin/apps/${created.id}`,
      headers,
      payload: { name: "Nuevo nombre" },
    });
    expect(edited.json()).toMatchObject({ name: "Nuevo nombre", requiredTier: "basic", published: true });
    expect((await app.inject({ method: "DELETE", url: `/api/admin/apps/${created.id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: "DELETE", url: `/api/admin/apps/${created.id}`, headers })).statusCode).toBe(
      404,
    );
  });
});
