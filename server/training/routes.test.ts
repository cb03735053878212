import { beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { REFLECTION_ANSWER_MAX } from "../../contracts/training";
import type { AppContext } from "../context";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";

let app: FastifyInstance;
let context: AppContext;

beforeAll(async () => {
  ({ app, context } = await createTestApp());
});

const inFuture = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);
const inPast = () => new Date(Date.now() - 1000);

/** A signed-in user with the given granted tier; returns the headers to send. */
async function member(tier = "premium", tierExpiresAt: Date | null = inFuture()) {
  const user = await buildUser(context, { tier, tierExpiresAt });
  const { authorization } = await signInAs(context, user);
  return { user, headers: { authorization } };
}

const ENTRY = {
  theme: "quality",
  answers: { "last-error": "Una cita inventada en un informe.", checks: "Las fuentes, siempre." },
} as const;

describe("training: premium check on the server", () => {
  it("refuses visitors with 401", async () => {
    for (const url of ["/api/training/quiz/scores", "/api/training/reflections"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: "unauthenticated" } });
    }
  });

  it.each([
    ["free", null],
    ["basic", inFuture()],
    ["premium", inPast()],
  ] as const)("refuses a %s account (grant ending %s) with 403 premium_required", async (tier, endsAt) => {
    const { headers } = await member(tier, endsAt);
    const requests = [
      { method: "GET", url: "/api/training/quiz/scores" },
      { method: "POST", url: "/api/training/quiz/scores", payload: { topic: "ethics", correct: 5, total: 10 } },
      { method: "GET", url: "/api/training/reflections" },
      { method: "POST", url: "/api/training/reflections", payload: ENTRY },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: "premium_required" } });
    }
  });

  it.each(["premium", "enterprise"])("lets a %s account in", async (tier) => {
    const { headers } = await member(tier);
    const response = await app.inject({ method: "GET", url: "/api/training/reflections", headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ entries: [] });
  });

  it("lets an admin in whatever the tier, as the page guard does", async () => {
    const admin = await buildUser(context, { isAdmin: true });
    const { authorization } = await signInAs(context, admin);
    const response = await app.inject({ method: "GET", url: "/api/training/quiz/scores", headers: { authorization } });
    expect(response.statusCode).toBe(200);
  });
});

describe("training: quiz best scores", () => {
  it("keeps the best round per topic and counts every attempt", async () => {
    const { headers } = await member();
    const play = (topic: string, correct: number, total = 10) =>
      app.inject({ method: "POST", url: "/api/training/quiz/scores", headers, payload: { topic, correct, total } });

    expect((await play("ethics", 6)).statusCode).toBe(200);
    await play("ethics", 9);
    await play("ethics", 4);
    const last = await play("prompting", 7);

    const scores = last.json<{
      scores: { topic: string; bestCorrect: number; bestPercent: number; attempts: number }[];
    }>().scores;
    expect(scores).toEqual([
      expect.objectContaining({ topic: "ethics", bestCorrect: 9, bestPercent: 90, attempts: 3 }),
      expect.objectContaining({ topic: "prompting", bestCorrect: 7, bestPercent: 70, attempts: 1 }),
    ]);
    const listed = await app.inject({ method: "GET", url: "/api/training/quiz/scores", headers });
    expect(listed.json()).toEqual(last.json());
  });

  it("never shows one user's scores to another", async () => {
    const ana = await member();
    const bea = await member();
    await app.inject({
      method: "POST",
      url: "/api/training/quiz/scores",
      headers: ana.headers,
      payload: { topic: "mixed", correct: 10, total: 10 },
    });
    const response = await app.inject({ method: "GET", url: "/api/training/quiz/scores", headers: bea.headers });
    expect(response.json()).toEqual({ scores: [] });
  });

  it.each([
    ["an unknown topic", { topic: "astrology", correct: 1, total: 10 }],
    ["more correct than asked", { topic: "ethics", correct: 11, total: 10 }],
    ["a negative score", { topic: "ethics", correct: -1, total: 10 }],
    ["a zero-question round", { topic: "ethics", correct: 0, total: 0 }],
    ["a fractional score", { topic: "ethics", correct: 2.5, total: 10 }],
    ["strings for numbers", { topic: "ethics", correct: "7", total: "10" }],
    ["a huge round", { topic: "ethics", correct: 1, total: 1_000_000 }],
    ["no body", undefined],
  ])("refuses %s with 400", async (_name, payload) => {
    const { headers } = await member();
    const response = await app.inject({ method: "POST", url: "/api/training/quiz/scores", headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
  });
});

describe("training: reflection entries", () => {
  it("creates, lists, reads, edits and deletes the user's own entries", async () => {
    const { headers } = await member();
    const created = await app.inject({ method: "POST", url: "/api/training/reflections", headers, payload: ENTRY });
    expect(created.statusCode).toBe(201);
    const entry = created.json<{ id: string; theme: string; answers: Record<string, string> }>();
    expect(entry).toMatchObject(ENTRY);

    const listed = await app.inject({ method: "GET", url: "/api/training/reflections", headers });
    expect(listed.json<{ entries: { id: string }[] }>().entries.map((item) => item.id)).toEqual([entry.id]);

    const edited = await app.inject({
      method: "PUT",
      url: `/api/training/reflections/${entry.id}`,
      headers,
      payload: { theme: "quality", answers: { checks: "Fuentes y cifras." } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: entry.id, answers: { checks: "Fuentes y cifras." } });

    const read = await app.inject({ method: "GET", url: `/api/training/reflections/${entry.id}`, headers });
    expect(read.json()).toMatchObject({ answers: { checks: "Fuentes y cifras." } });

    const deleted = await app.inject({ method: "DELETE", url: `/api/training/reflections/${entry.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    const gone = await app.inject({ method: "GET", url: `/api/training/reflections/${entry.id}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it("never lets a user read, change or delete another user's entry", async () => {
    const owner = await member();
    const other = await member();
    const entry = (
      await app.inject({ method: "POST", url: "/api/training/reflections", headers: owner.headers, payload: ENTRY })
    ).json<{ id: string }>();
    const url = `/api/training/reflections/${entry.id}`;

    expect((await app.inject({ method: "GET", url, headers: other.headers })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: "PUT",
          url,
          headers: other.headers,
          payload: { theme: "skills", answers: { gap: "hijacked" } },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "DELETE", url, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/training/reflections", headers: other.headers })).json(),
    ).toEqual({ entries: [] });

    const intact = await app.inject({ method: "GET", url, headers: owner.headers });
    expect(intact.statusCode).toBe(200);
    expect(intact.json()).toMatchObject(ENTRY);
  });

  it("answers 404 for an unknown entry and 400 for an id that is not a uuid", async () => {
    const { headers } = await member();
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/training/reflections/6f1c1a8e-3c3d-4a8e-9a77-1d2f3b4c5d6e",
          headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "DELETE", url: "/api/training/reflections/not-a-uuid", headers })).statusCode,
    ).toBe(400);
  });

  it.each([
    ["an unknown theme", { theme: "horoscope", answers: { tasks: "x" } }],
    ["only blank answers", { theme: "skills", answers: { gap: "   " } }],
    ["no answers", { theme: "skills", answers: {} }],
    ["a NUL byte", { theme: "skills", answers: { gap: "a\u0000b" } }],
    ["an answer that is too long", { theme: "skills", answers: { gap: "x".repeat(REFLECTION_ANSWER_MAX + 1) } }],
    ["a badly named question", { theme: "skills", answers: { "../etc": "x" } }],
    [
      "too many answers",
      {
        theme: "skills",
        answers: Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`q-${"a".repeat(index + 1)}`, "x"])),
      },
    ],
    ["a number as an answer", { theme: "skills", answers: { gap: 42 } }],
    ["answers as a list", { theme: "skills", answers: ["x"] }],
  ])("refuses %s with 400 and stores nothing", async (_name, payload) => {
    const { headers } = await member();
    const response = await app.inject({ method: "POST", url: "/api/training/reflections", headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect((await app.inject({ method: "GET", url: "/api/training/reflections", headers })).json()).toEqual({
      entries: [],
    });
  });

  it("keeps an entry unchanged when an edit is refused", async () => {
    const { headers } = await member();
    const entry = (
      await app.inject({ method: "POST", url: "/api/training/reflections", headers, payload: ENTRY })
    ).json<{ id: string }>();
    const url = `/api/training/reflections/${entry.id}`;
    const refused = await app.inject({
      method: "PUT",
      url,
      headers,
      payload: { theme: "quality", answers: { checks: "\u0000" } },
    });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url, headers })).json()).toMatchObject(ENTRY);
  });
});
