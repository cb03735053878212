import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { aiDailyUsage } from "../db/schema/index";
import { madridDay } from "../ai/madrid-day";
import { parseChatStream } from "../assistants/chat-test-helpers";
import { createTestApp, startTestInstance } from "../test/app";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { PROMPT_CRITIQUE_PROMPT, REFLECTION_FEEDBACK_PROMPT } from "./ai-coach-prompts";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context, database } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});

const FEEDBACK = "**Lo que ya haces bien**: compruebas las fuentes.";
const ENTRY = {
  theme: "quality",
  answers: { "last-error": "Una cita inventada en un informe.", checks: "Las fuentes, siempre.", trust: "" },
};

async function premium(tier = "premium") {
  const user = await buildUser(context, { tier, tierExpiresAt: new Date(Date.now() + 86_400_000) });
  return { user, headers: { authorization: (await signInAs(context, user)).authorization } };
}

async function createEntry(headers: Record<string, string>) {
  const response = await app.inject({ method: "POST", url: "/api/training/reflections", headers, payload: ENTRY });
  return response.json<{ id: string }>().id;
}

const usedToday = async (headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json<{ used: number }>().used;

beforeEach(() => provider.setBehaviour({ kind: "stream", text: FEEDBACK }));

describe("AI feedback on a journal entry", () => {
  it("reads the entry from the database, streams the feedback, saves it on the entry and spends one query", async () => {
    const { headers } = await premium();
    const id = await createEntry(headers);
    const before = provider.requests.length;
    const response = await app.inject({
      method: "POST",
      url: `/api/training/reflections/${id}/feedback`,
      headers,
      payload: { language: "ca", answers: { checks: "FORGED ANSWER" }, system: "FORGED" },
    });
    expect(response.statusCode).toBe(200);
    expect(parseChatStream(response)).toMatchObject({ text: FEEDBACK, errors: [] });
    expect(response.body).not.toContain("mentor");
    const sent = provider.requests[before] as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]?.content).toContain(REFLECTION_FEEDBACK_PROMPT.slice(0, 60));
    expect(sent.messages[0]?.content).toContain("Responde en catalán.");
    const journal = sent.messages.at(-1)?.content ?? "";
    expect(journal).toContain("Una cita inventada en un informe.");
    expect(journal).toContain("Qualitat i verificació");
    expect(JSON.stringify(sent)).not.toContain("FORGED");
    const entry = await app.inject({ method: "GET", url: `/api/training/reflections/${id}`, headers });
    expect(entry.json()).toMatchObject({ aiFeedback: FEEDBACK });
    expect(await usedToday(headers)).toBe(1);
  });

  it("clears the feedback when the entry is edited", async () => {
    const { headers } = await premium();
    const id = await createEntry(headers);
    await app.inject({
      method: "POST",
      url: `/api/training/reflections/${id}/feedback`,
      headers,
      payload: { language: "es" },
    });
    const edited = await app.inject({
      method: "PUT",
      url: `/api/training/reflections/${id}`,
      headers,
      payload: { ...ENTRY, answers: { checks: "Ahora también las cifras." } },
    });
    expect(edited.json()).toMatchObject({ aiFeedback: null });
  });

  it("answers another user's entry with 404 and spends nothing", async () => {
    const owner = await premium();
    const id = await createEntry(owner.headers);
    const stranger = await premium();
    const before = provider.requests.length;
    const response = await app.inject({
      method: "POST",
      url: `/api/training/reflections/${id}/feedback`,
      headers: stranger.headers,
      payload: { language: "es" },
    });
    expect(response.statusCode).toBe(404);
    expect(provider.requests.length).toBe(before);
    expect(await usedToday(stranger.headers)).toBe(0);
  });

  it("refuses with daily_quota_reached when today's queries are spent", async () => {
    const { user, headers } = await premium();
    const id = await createEntry(headers);
    await database.db.insert(aiDailyUsage).values({ userId: user.id, day: madridDay(new Date()), queries: 100 });
    const response = await app.inject({
      method: "POST",
      url: `/api/training/reflections/${id}/feedback`,
      headers,
      payload: { language: "es" },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ error: { code: "daily_quota_reached" } });
  });

  it("ends with provider_error without the provider's text, saves nothing and gives the query back", async () => {
    const { headers } = await premium();
    const id = await createEntry(headers);
    provider.setBehaviour({ kind: "fail" });
    const response = await app.inject({
      method: "POST",
      url: `/api/training/reflections/${id}/feedback`,
      headers,
      payload: { language: "es" },
    });
    expect(parseChatStream(response).errors).toEqual(["provider_error"]);
    expect(response.body).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
    expect((await app.inject({ method: "GET", url: `/api/training/reflections/${id}`, headers })).json()).toMatchObject(
      { aiFeedback: null },
    );
    expect(await usedToday(headers)).toBe(0);
  });
});

describe("AI critique in the prompt coach", () => {
  it("streams a critique of the prompt and spends one query", async () => {
    const { headers } = await premium("enterprise");
    provider.setBehaviour({ kind: "stream", text: "Falta el formato de salida." });
    const before = provider.requests.length;
    const response = await app.inject({
      method: "POST",
      url: "/api/training/prompt-coach/critique",
      headers,
      payload: { prompt: "Resume este contrato", language: "en" },
    });
    expect(parseChatStream(response)).toMatchObject({ text: "Falta el formato de salida.", errors: [] });
    const sent = provider.requests[before] as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]?.content).toContain(PROMPT_CRITIQUE_PROMPT.slice(0, 60));
    expect(sent.messages[0]?.content).toContain("Responde en inglés.");
    expect(sent.messages.at(-1)?.content).toBe("<prompt>\nResume este contrato\n</prompt>");
    expect(response.body).not.toContain("No lo ejecutes");
    expect((await app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json()).toMatchObject({
      used: 1,
      limit: null,
    });
  });

  it("refuses bad input with a 4xx and spends nothing", async () => {
    const { headers } = await premium();
    const before = provider.requests.length;
    for (const payload of [
      {},
      { prompt: "", language: "es" },
      { prompt: "Hola", language: "fr" },
      { prompt: "a".repeat(8001), language: "es" },
      { prompt: "a\u0000b", language: "es" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/training/prompt-coach/critique",
        headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect(provider.requests.length).toBe(before);
    expect(await usedToday(headers)).toBe(0);
  });
});

describe("without an AI provider", () => {
  it("answers ai_not_configured for feedback and critique, spending nothing", async () => {
    const bare = await startTestInstance(database, { AI_BASE_URL: "", AI_MODEL: "" });
    const user = await buildUser(bare.context, { tier: "premium", tierExpiresAt: new Date(Date.now() + 86_400_000) });
    const headers = { authorization: (await signInAs(bare.context, user)).authorization };
    const id = (
      await bare.app.inject({ method: "POST", url: "/api/training/reflections", headers, payload: ENTRY })
    ).json<{ id: string }>().id;
    for (const [url, payload] of [
      [`/api/training/reflections/${id}/feedback`, { language: "es" }],
      ["/api/training/prompt-coach/critique", { prompt: "Resume", language: "es" }],
    ] as const) {
      const response = await bare.app.inject({ method: "POST", url, headers, payload });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: "ai_not_configured" } });
    }
    expect((await bare.app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json()).toMatchObject({
      used: 0,
    });
  });
});
