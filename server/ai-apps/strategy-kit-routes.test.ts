import { beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";

let app: FastifyInstance;
let context: AppContext;

beforeAll(async () => {
  ({ app, context } = await createTestApp());
});

const URL = "/api/ai-apps/strategy-kit";
const KIT = {
  organisation: "Despacho Martí",
  useCases: [
    {
      id: "uc-1",
      name: "Resúmenes de sentencias",
      problem: "Tardamos horas",
      solution: "Resumen asistido",
      data: "Sentencias públicas",
      users: "Abogados",
      benefit: "4 h a la semana",
      impact: 4,
      effort: 2,
    },
  ],
  roadmap: [{ id: "rm-1", phase: "days-1-30", action: "Piloto con dos abogados", owner: "Ana", done: false }],
  risks: [
    {
      id: "rk-1",
      description: "Resumen con errores",
      likelihood: 3,
      impact: 4,
      aiActClass: "limited",
      mitigation: "Revisión humana",
      owner: "Ana",
    },
  ],
};

async function member(tier = "premium") {
  const user = await buildUser(context, {
    tier,
    tierExpiresAt: tier === "free" ? null : new Date(Date.now() + 864e5 * 30),
  });
  return { authorization: (await signInAs(context, user)).authorization };
}

describe("strategy kit", () => {
  it("refuses visitors (401) and accounts below premium (403)", async () => {
    expect((await app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    for (const tier of ["free", "basic"]) {
      const headers = await member(tier);
      expect((await app.inject({ method: "GET", url: URL, headers })).statusCode).toBe(403);
      expect((await app.inject({ method: "PUT", url: URL, headers, payload: KIT })).statusCode).toBe(403);
    }
  });

  it("keeps one kit per user, replaced whole, and never shows it to anyone else", async () => {
    const owner = await member();
    const other = await member();
    expect((await app.inject({ method: "GET", url: URL, headers: owner })).json()).toEqual({
      kit: null,
      updatedAt: null,
    });
    const saved = await app.inject({ method: "PUT", url: URL, headers: owner, payload: KIT });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kit: KIT });
    await app.inject({
      method: "PUT",
      url: URL,
      headers: owner,
      payload: { ...KIT, organisation: "Despacho Martí y Asociados", risks: [] },
    });
    expect((await app.inject({ method: "GET", url: URL, headers: owner })).json()).toMatchObject({
      kit: { organisation: "Despacho Martí y Asociados", risks: [] },
    });
    expect((await app.inject({ method: "GET", url: URL, headers: other })).json()).toEqual({
      kit: null,
      updatedAt: null,
    });
  });

  it.each([
    ["an impact off the scale", { ...KIT, useCases: [{ ...KIT.useCases[0], impact: 6 }] }],
    ["an unknown AI Act class", { ...KIT, risks: [{ ...KIT.risks[0], aiActClass: "medium" }] }],
    ["an unknown phase", { ...KIT, roadmap: [{ ...KIT.roadmap[0], phase: "days-91-120" }] }],
    [
      "too many use cases",
      { ...KIT, useCases: Array.from({ length: 21 }, (_, index) => ({ ...KIT.useCases[0], id: `uc-${index}` })) },
    ],
    ["a NUL byte", { ...KIT, organisation: "a\u0000" }],
    ["a lone surrogate", { ...KIT, useCases: [{ ...KIT.useCases[0], problem: "a\udc00" }] }],
    ["an extra key", { ...KIT, owner: "someone-else" }],
  ])("refuses %s with 400 and keeps the saved kit", async (_name, payload) => {
    const headers = await member();
    await app.inject({ method: "PUT", url: URL, headers, payload: KIT });
    expect((await app.inject({ method: "PUT", url: URL, headers, payload })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: URL, headers })).json()).toMatchObject({ kit: KIT });
  });
});
