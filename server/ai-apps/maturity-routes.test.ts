import { beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { MATURITY_ITEMS } from "../../contracts/maturity-checklist";
import type { AppContext } from "../context";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";

let app: FastifyInstance;
let context: AppContext;

beforeAll(async () => {
  ({ app, context } = await createTestApp());
});

const URL = "/api/ai-apps/maturity-assessments";
const inFuture = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);

async function member(tier = "premium", tierExpiresAt: Date | null = inFuture()) {
  const user = await buildUser(context, { tier, tierExpiresAt });
  const { authorization } = await signInAs(context, user);
  return { user, headers: { authorization } };
}

/** Every item answered: strategy items 4, the rest 2. */
const ANSWERS = Object.fromEntries(MATURITY_ITEMS.map((item) => [item.id, item.dimension === "strategy" ? 4 : 2]));

describe("maturity assessments: premium check", () => {
  it("refuses visitors with 401 and free or basic accounts with 403", async () => {
    expect((await app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    for (const tier of ["free", "basic"]) {
      const { headers } = await member(tier, tier === "free" ? null : inFuture());
      for (const request of [{ method: "GET" }, { method: "POST", payload: { answers: ANSWERS } }] as const) {
        const response = await app.inject({ ...request, url: URL, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: { code: "premium_required" } });
      }
    }
  });
});

describe("maturity assessments: history", () => {
  it("scores the answers on the server and lists the user's assessments newest first", async () => {
    const { headers } = await member();
    const created = await app.inject({ method: "POST", url: URL, headers, payload: { answers: ANSWERS } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      overall: 58,
      level: 3,
      dimensions: { strategy: 100, data: 50, technology: 50, people: 50, governance: 50, processes: 50 },
    });
    const second = await app.inject({
      method: "POST",
      url: URL,
      headers,
      payload: { answers: { ...ANSWERS, "data-quality": 4 } },
    });
    const listed = await app.inject({ method: "GET", url: URL, headers });
    const ids = listed.json<{ assessments: { id: string }[] }>().assessments.map((assessment) => assessment.id);
    expect(ids).toEqual([second.json<{ id: string }>().id, created.json<{ id: string }>().id]);
  });

  it("never shows, nor lets anyone delete, another user's assessment", async () => {
    const owner = await member();
    const other = await member();
    const { id } = (
      await app.inject({ method: "POST", url: URL, headers: owner.headers, payload: { answers: ANSWERS } })
    ).json<{ id: string }>();

    expect((await app.inject({ method: "GET", url: URL, headers: other.headers })).json()).toEqual({ assessments: [] });
    expect((await app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: URL, headers: owner.headers })).json<{ assessments: unknown[] }>()
        .assessments,
    ).toHaveLength(1);

    expect((await app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: URL, headers: owner.headers })).json()).toEqual({ assessments: [] });
  });

  it.each([
    ["a missing item", { answers: Object.fromEntries(Object.entries(ANSWERS).slice(1)) }],
    ["an unknown item", { answers: { ...ANSWERS, horoscope: 2 } }],
    ["an answer over the scale", { answers: { ...ANSWERS, "data-quality": 5 } }],
    ["a negative answer", { answers: { ...ANSWERS, "data-quality": -1 } }],
    ["a fractional answer", { answers: { ...ANSWERS, "data-quality": 2.5 } }],
    ["a string answer", { answers: { ...ANSWERS, "data-quality": "3" } }],
    ["scores sent by the browser", { answers: ANSWERS, overall: 100 }],
    ["no body", undefined],
  ])("refuses %s with 400 and stores nothing", async (_name, payload) => {
    const { headers } = await member();
    const response = await app.inject({ method: "POST", url: URL, headers, payload });
    expect(response.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: URL, headers })).json()).toEqual({ assessments: [] });
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const { headers } = await member();
    expect((await app.inject({ method: "DELETE", url: `${URL}/not-a-uuid`, headers })).statusCode).toBe(400);
  });
});
