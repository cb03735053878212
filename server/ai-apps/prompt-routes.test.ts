import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";

const provider = await startFakeAiProvider({
  kind: "stream",
  text: "Actúa como abogada laboralista. Redacta un resumen claro.",
});
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
const withoutAi = await createTestApp({ RATE_LIMITS_ENABLED: "false" });

const inFuture = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);
const URL = "/api/ai-apps/prompt-favourites";
const FIELDS = {
  role: "abogada laboralista",
  task: "Resume esta sentencia para un cliente",
  context: "Despido objetivo",
  audience: "Cliente sin formación jurídica",
  format: "bullets",
  tone: "professional",
  length: "short",
  examples: "",
} as const;
const FAVOURITE = { title: "Resumen de sentencia", fields: FIELDS, prompt: "# Rol\nActúa como abogada laboralista." };

async function member(tier = "premium", target = { app, context }) {
  const user = await buildUser(target.context, { tier, tierExpiresAt: tier === "free" ? null : inFuture() });
  return { authorization: (await signInAs(target.context, user)).authorization };
}

describe("prompt favourites", () => {
  it("refuses visitors (401) and accounts below premium (403)", async () => {
    expect((await app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    for (const tier of ["free", "basic"]) {
      const headers = await member(tier);
      expect((await app.inject({ method: "GET", url: URL, headers })).statusCode).toBe(403);
      expect((await app.inject({ method: "POST", url: URL, headers, payload: FAVOURITE })).statusCode).toBe(403);
      expect(
        (
          await app.inject({
            method: "POST",
            url: "/api/ai-apps/prompt-generator/improve",
            headers,
            payload: { prompt: "x", language: "es" },
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it("saves, lists and deletes the user's own favourites, and nobody else's", async () => {
    const owner = await member();
    const other = await member();
    const created = await app.inject({ method: "POST", url: URL, headers: owner, payload: FAVOURITE });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toMatchObject(FAVOURITE);

    expect((await app.inject({ method: "GET", url: URL, headers: other })).json()).toEqual({ favourites: [] });
    expect((await app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: other })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: URL, headers: owner })).json<{ favourites: unknown[] }>().favourites,
    ).toHaveLength(1);
    expect((await app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: owner })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: URL, headers: owner })).json()).toEqual({ favourites: [] });
  });

  it.each([
    ["no task", { ...FAVOURITE, fields: { ...FIELDS, task: "  " } }],
    ["an unknown tone", { ...FAVOURITE, fields: { ...FIELDS, tone: "sarcastic" } }],
    ["an extra field", { ...FAVOURITE, fields: { ...FIELDS, secret: "x" } }],
    ["a NUL byte", { ...FAVOURITE, title: "a\u0000b" }],
    ["an empty title", { ...FAVOURITE, title: " " }],
    ["a huge field", { ...FAVOURITE, fields: { ...FIELDS, context: "x".repeat(4001) } }],
    ["a lone surrogate in a field", { ...FAVOURITE, fields: { ...FIELDS, task: "a\ud800b" } }],
  ])("refuses %s with 400 and stores nothing", async (_name, payload) => {
    const headers = await member();
    expect((await app.inject({ method: "POST", url: URL, headers, payload })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: URL, headers })).json()).toEqual({ favourites: [] });
  });
});

describe("improve with AI", () => {
  it("rewrites the prompt through the provider, in the user's language, and spends one daily query", async () => {
    const headers = await member();
    const before = provider.requests.length;
    const response = await app.inject({
      method: "POST",
      url: "/api/ai-apps/prompt-generator/improve",
      headers,
      payload: { prompt: "Resume la sentencia", language: "ca" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ prompt: "Actúa como abogada laboralista. Redacta un resumen claro." });
    const sent = JSON.stringify(provider.requests[before]);
    expect(sent).toContain("<prompt>\\nResume la sentencia\\n</prompt>");
    expect(sent).toContain("catalán");
    expect((await app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json()).toMatchObject({
      used: 1,
      limit: 100,
    });
    expect((await app.inject({ method: "GET", url: "/api/ai-apps/status", headers })).json()).toEqual({
      aiConfigured: true,
    });
  });

  it("gives the query back and hides the provider's error text when the provider fails", async () => {
    const headers = await member();
    provider.setBehaviour({ kind: "fail" });
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/ai-apps/prompt-generator/improve",
        headers,
        payload: { prompt: "Resume", language: "es" },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ error: { code: "provider_error" } });
      expect(response.body).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
      expect((await app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json()).toMatchObject({
        used: 0,
      });
    } finally {
      provider.setBehaviour({ kind: "stream", text: "Actúa como abogada laboralista. Redacta un resumen claro." });
    }
  });

  it("says clearly that AI is not configured when there is no provider", async () => {
    const headers = await member("premium", withoutAi);
    const response = await withoutAi.app.inject({
      method: "POST",
      url: "/api/ai-apps/prompt-generator/improve",
      headers,
      payload: { prompt: "Resume", language: "es" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: "ai_not_configured" } });
    expect((await withoutAi.app.inject({ method: "GET", url: "/api/ai-apps/status", headers })).json()).toEqual({
      aiConfigured: false,
    });
  });
});
