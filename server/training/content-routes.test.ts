import { describe, expect, it } from "vitest";
import { GLOSSARY_CA } from "../../i18n/content/glossary/ca";
import { QUIZ_ES } from "../../i18n/content/quiz/es";
import { STRATEGY_EN } from "../../i18n/content/strategy-kit/en";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";

const { app, context } = await createTestApp();

async function headersOf(tier: "free" | "basic" | "premium" | "enterprise" | "admin") {
  const user = await buildUser(context, tier === "admin" ? { isAdmin: true } : { tier });
  return { authorization: (await signInAs(context, user)).authorization };
}

describe("premium apps' words", () => {
  it("are served to a premium account in the language asked for, kept by its browser only", async () => {
    const headers = await headersOf("premium");
    const glossary = await app.inject({ url: "/api/training/content/glossary?lng=ca", headers });
    expect(glossary.statusCode).toBe(200);
    expect(glossary.json()).toEqual(GLOSSARY_CA);
    expect(glossary.headers["cache-control"]).toContain("private");
    const quiz = await app.inject({ url: "/api/training/content/quiz", headers });
    expect(quiz.json()).toEqual(QUIZ_ES);
    const strategy = await app.inject({
      url: "/api/ai-apps/content/strategy-kit?lng=en",
      headers: await headersOf("enterprise"),
    });
    expect(strategy.json()).toEqual(STRATEGY_EN);
  });

  it("refuse a visitor (401) and a free or basic account (403) before anything is sent", async () => {
    for (const url of ["/api/training/content/quiz?lng=es", "/api/ai-apps/content/prompt-generator?lng=es"]) {
      const visitor = await app.inject({ url });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain("question");
      for (const tier of ["free", "basic"] as const) {
        const refused = await app.inject({ url, headers: await headersOf(tier) });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ error: { code: "premium_required" } });
      }
    }
  });

  it("answers 400 for an app or a language that does not exist, and lets admins read them", async () => {
    const headers = await headersOf("admin");
    expect((await app.inject({ url: "/api/training/content/maturity", headers })).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/training/content/quiz?lng=fr", headers })).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/ai-apps/content/training-generator?lng=es", headers })).statusCode).toBe(200);
  });
});
