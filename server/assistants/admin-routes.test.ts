import { afterAll, describe, expect, it } from "vitest";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildAdmin, buildUser, signInAs } from "../test/factories";

const provider = await startFakeAiProvider({ kind: "stream", text: "Hecho." });
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
await insertDemoAssistants(context);
const admin = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

const INPUT = {
  name: "Asistente de licitaciones",
  slug: "asistente-de-licitaciones",
  icon: "file-text",
  shortDescription: "Prepara ofertas para concursos públicos.",
  longDescription: "Lee pliegos y ayuda a redactar la memoria técnica.",
  category: "legal",
  requiredTier: "basic",
  systemPrompt: "Eres un experto en contratación pública española. SECRETO-PROMPT-LICITACIONES.",
  model: "",
  temperature: 0.4,
  examplePrompts: ["Resume este pliego"],
  translations: {
    en: { name: "Tender assistant", shortDescription: "Prepares public tender bids.", longDescription: "" },
  },
  published: false,
  sortOrder: 50,
};

describe("assistants back office", () => {
  it("refuses visitors and non-admins", async () => {
    expect((await app.inject({ method: "GET", url: "/api/admin/assistants" })).statusCode).toBe(401);
    const user = { authorization: (await signInAs(context, await buildUser(context))).authorization };
    expect((await app.inject({ method: "GET", url: "/api/admin/assistants", headers: user })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/assistants", headers: user, payload: INPUT })).statusCode,
    ).toBe(403);
  });

  it("creates a draft, publishes it, and it reaches the portfolio without its prompt", async () => {
    const created = await app.inject({ method: "POST", url: "/api/admin/assistants", headers: admin, payload: INPUT });
    expect(created.statusCode).toBe(201);
    const { id, model } = created.json<{ id: string; model: string | null }>();
    expect(model).toBeNull();
    const portfolioBefore = (await app.inject({ method: "GET", url: "/api/assistants/portfolio" })).body;
    expect(portfolioBefore).not.toContain(INPUT.slug);
    const published = await app.inject({
      method: "PATCH",
      url: `/api/admin/assistants/${id}`,
      headers: admin,
      payload: { published: true },
    });
    expect(published.json()).toMatchObject({ published: true, name: INPUT.name });
    const portfolio = (await app.inject({ method: "GET", url: "/api/assistants/portfolio" })).body;
    expect(portfolio).toContain(INPUT.slug);
    expect(portfolio).not.toContain("SECRETO-PROMPT-LICITACIONES");
    expect((await app.inject({ method: "GET", url: "/sitemap.xml" })).statusCode).toBeLessThan(500);
  });

  it("refuses a taken or reserved slug and bad values", async () => {
    const taken = await app.inject({
      method: "POST",
      url: "/api/admin/assistants",
      headers: admin,
      payload: { ...INPUT, slug: "redactor-juridico" },
    });
    expect(taken.statusCode).toBe(409);
    for (const payload of [
      { ...INPUT, slug: "usage" },
      { ...INPUT, temperature: 5 },
      { ...INPUT, requiredTier: "gold" },
      { ...INPUT, name: "" },
    ]) {
      expect(
        (await app.inject({ method: "POST", url: "/api/admin/assistants", headers: admin, payload })).statusCode,
      ).toBe(400);
    }
  });

  it("reports queries and tokens per assistant and day", async () => {
    const user = await buildUser(context, { tier: "premium" });
    const headers = { authorization: (await signInAs(context, user)).authorization };
    for (let index = 0; index < 2; index += 1) {
      await app.inject({
        method: "POST",
        url: "/api/assistants/redactor-juridico/chat",
        headers,
        payload: { message: `Pregunta ${index}` },
      });
    }
    const report = await app.inject({ method: "GET", url: "/api/admin/assistants/usage?days=7", headers: admin });
    expect(report.statusCode).toBe(200);
    const row = report
      .json<{ rows: { assistantSlug: string; queries: number; inputTokens: number; outputTokens: number }[] }>()
      .rows.find((entry) => entry.assistantSlug === "redactor-juridico");
    expect(row).toMatchObject({ queries: 2, inputTokens: 84, outputTokens: 2 });
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/assistants/usage?days=1000", headers: admin })).statusCode,
    ).toBe(400);
  });

  it("deletes an assistant with its conversations", async () => {
    const { id } = (
      await app.inject({
        method: "POST",
        url: "/api/admin/assistants",
        headers: admin,
        payload: { ...INPUT, slug: "para-borrar" },
      })
    ).json<{ id: string }>();
    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/assistants/${id}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/assistants/${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});
