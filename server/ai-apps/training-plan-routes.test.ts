import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";

const provider = await startFakeAiProvider({
  kind: "stream",
  text: "- Usa sentencias reales del despacho en los ejercicios.",
});
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});

const URL = "/api/ai-apps/training-plans";
const INPUT = {
  audience: "Equipo de 12 abogados",
  role: "legal",
  level: "beginner",
  goals: ["writing", "compliance"],
  totalHours: 12,
  hoursPerWeek: 2,
};
const PLAN = { title: "Plan para el despacho", input: INPUT, aiNotes: null };

async function member(tier = "premium") {
  const user = await buildUser(context, {
    tier,
    tierExpiresAt: tier === "free" ? null : new Date(Date.now() + 864e5 * 30),
  });
  return { authorization: (await signInAs(context, user)).authorization };
}

describe("training plans", () => {
  it("refuses visitors (401) and accounts below premium (403)", async () => {
    expect((await app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    for (const tier of ["free", "basic"]) {
      const headers = await member(tier);
      expect((await app.inject({ method: "GET", url: URL, headers })).statusCode).toBe(403);
      expect((await app.inject({ method: "POST", url: URL, headers, payload: PLAN })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: "POST", url: `${URL}/refine`, headers, payload: { plan: "x", language: "es" } }))
          .statusCode,
      ).toBe(403);
    }
  });

  it("saves, lists and deletes the user's own plans, and nobody else's", async () => {
    const owner = await member();
    const other = await member();
    const created = await app.inject({
      method: "POST",
      url: URL,
      headers: owner,
      payload: { ...PLAN, aiNotes: "Notas" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...PLAN, aiNotes: "Notas" });
    const { id } = created.json<{ id: string }>();
    expect((await app.inject({ method: "GET", url: URL, headers: other })).json()).toEqual({ plans: [] });
    expect((await app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: other })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: URL, headers: owner })).json<{ plans: unknown[] }>().plans,
    ).toHaveLength(1);
    expect((await app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: owner })).statusCode).toBe(204);
  });

  it.each([
    ["no goals", { ...PLAN, input: { ...INPUT, goals: [] } }],
    ["a repeated goal", { ...PLAN, input: { ...INPUT, goals: ["writing", "writing"] } }],
    ["an unknown role", { ...PLAN, input: { ...INPUT, role: "astronaut" } }],
    ["too many hours", { ...PLAN, input: { ...INPUT, totalHours: 500 } }],
    ["fractional hours", { ...PLAN, input: { ...INPUT, hoursPerWeek: 1.5 } }],
    ["a NUL byte", { ...PLAN, title: "a\u0000" }],
    ["a lone surrogate in the AI notes", { ...PLAN, aiNotes: "x\ud800" }],
  ])("refuses %s with 400", async (_name, payload) => {
    const headers = await member();
    expect((await app.inject({ method: "POST", url: URL, headers, payload })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: URL, headers })).json()).toEqual({ plans: [] });
  });

  it("refines a plan through the provider and counts a daily AI query", async () => {
    const headers = await member();
    const response = await app.inject({
      method: "POST",
      url: `${URL}/refine`,
      headers,
      payload: { plan: "# Plan\n- Fundamentos", language: "es" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ notes: "- Usa sentencias reales del despacho en los ejercicios." });
    expect(JSON.stringify(provider.requests.at(-1))).toContain("<plan>\\n# Plan\\n- Fundamentos\\n</plan>");
    expect((await app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json()).toMatchObject({
      used: 1,
    });
  });
});
