import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import OpenAI from "openai";
import type { TCreatedApiKey } from "../../contracts/integrations";
import { madridDay } from "../ai/madrid-day";
import { aiDailyUsage, assistants } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { queriesUsed } from "../test/service-jobs";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context, database } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
const HIDDEN_PROMPT = `Eres el asesor fiscal. Instrucción secreta ${randomBytes(6).toString("hex")}.`;
const mark = randomBytes(4).toString("hex");
const SLUGS = {
  free: `fiscal-${mark}`,
  basic: `laboral-${mark}`,
  premium: `contratos-${mark}`,
  draft: `borrador-${mark}`,
};
await database.db
  .insert(assistants)
  .values([
    assistantRow(SLUGS.free, "free", true),
    assistantRow(SLUGS.basic, "basic", true),
    assistantRow(SLUGS.premium, "premium", true),
    assistantRow(SLUGS.draft, "free", false),
  ]);
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("the app is not listening");
const BASE_URL = `http://127.0.0.1:${address.port}/api/v1`;

function assistantRow(slug: string, requiredTier: string, published: boolean) {
  return {
    name: `Asistente ${slug}`,
    slug,
    shortDescription: "Un asistente.",
    category: "test",
    requiredTier,
    systemPrompt: HIDDEN_PROMPT,
    published,
  };
}

async function buildOwner(overrides: Parameters<typeof buildUser>[1] = { tier: "enterprise" }) {
  const user = await buildUser(context, overrides);
  const { authorization } = await signInAs(context, user);
  const created = await app.inject({
    method: "POST",
    url: "/api/integrations/keys",
    headers: { authorization },
    payload: { name: "tests" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { key, id } = created.json<TCreatedApiKey>();
  return { user, session: { authorization }, key, keyId: id, client: openAiClient(key) };
}

function openAiClient(apiKey: string) {
  return new OpenAI({ apiKey, baseURL: BASE_URL, maxRetries: 0 });
}

function postRaw(key: string, body: string) {
  return fetch(`${BASE_URL}/chat/completions`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body,
  });
}

async function expectOpenAiError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(body).toEqual({
    error: { message: expect.any(String) as unknown, type: expect.any(String) as unknown, code, param: null },
  });
}

const owner = await buildOwner();

describe("GET /api/v1/models", () => {
  it("lists, through the openai client, exactly the published assistants the site lets the owner use", async () => {
    const models = await owner.client.models.list();
    const ids = models.data.map((model) => model.id).sort();
    expect(ids).toEqual([SLUGS.basic, SLUGS.free, SLUGS.premium].sort());
    expect(models.data[0]).toMatchObject({ object: "model", owned_by: "plataforma" });
    const catalogue = await app.inject({ url: "/api/assistants", headers: owner.session });
    const unlocked = catalogue
      .json<{ assistants: { slug: string; locked: boolean }[] }>()
      .assistants.filter((assistant) => !assistant.locked)
      .map((assistant) => assistant.slug)
      .sort();
    expect(ids).toEqual(unlocked);
  });
});

describe("POST /api/v1/chat/completions through the official openai client", () => {
  it("answers as the assistant, with its hidden prompt sent to the model and never returned, spending one query", async () => {
    provider.setBehaviour({ kind: "stream", text: "La cuota vence el día 20." });
    const before = await queriesUsed(context, owner.user.id);
    const completion = await owner.client.chat.completions.create({
      model: SLUGS.premium,
      messages: [{ role: "user", content: "¿Cuándo vence la cuota?" }],
    });
    expect(completion.object).toBe("chat.completion");
    expect(completion.model).toBe(SLUGS.premium);
    expect(completion.choices[0]?.message).toMatchObject({ role: "assistant", content: "La cuota vence el día 20." });
    expect(completion.choices[0]?.finish_reason).toBe("stop");
    expect(JSON.stringify(completion)).not.toContain(HIDDEN_PROMPT);
    const sent = provider.requests.at(-1) as { messages: { role: string; content: unknown }[] };
    expect(sent.messages[0]).toEqual({ role: "system", content: HIDDEN_PROMPT });
    expect(JSON.stringify(sent.messages.at(-1))).toContain("¿Cuándo vence la cuota?");
    expect(await queriesUsed(context, owner.user.id)).toBe(before + 1);
  });

  it("streams chat.completion.chunk events ending in [DONE], spending one query", async () => {
    provider.setBehaviour({ kind: "stream", text: "Primero el alta, luego la factura." });
    const before = await queriesUsed(context, owner.user.id);
    const stream = await owner.client.chat.completions.create({
      model: SLUGS.free,
      messages: [
        { role: "system", content: "Responde en una frase." },
        { role: "user", content: "¿Qué hago primero?" },
      ],
      stream: true,
    });
    let text = "";
    let finishReason: string | null = null;
    for await (const chunk of stream) {
      expect(chunk.object).toBe("chat.completion.chunk");
      text += chunk.choices[0]?.delta.content ?? "";
      finishReason = chunk.choices[0]?.finish_reason ?? finishReason;
    }
    expect(text).toBe("Primero el alta, luego la factura.");
    expect(finishReason).toBe("stop");
    expect(await queriesUsed(context, owner.user.id)).toBe(before + 1);
    const sent = provider.requests.at(-1) as { messages: { role: string; content: unknown }[] };
    // The client's own system message follows the assistant's prompt, in the one system message.
    expect(sent.messages[0]).toEqual({ role: "system", content: `${HIDDEN_PROMPT}\n\nResponde en una frase.` });
  });

  it("ends the raw event stream with data: [DONE]", async () => {
    provider.setBehaviour({ kind: "stream", text: "Hola." });
    const response = await postRaw(
      owner.key,
      JSON.stringify({ model: SLUGS.free, stream: true, messages: [{ role: "user", content: "Hola" }] }),
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const body = await response.text();
    expect(body.trimEnd().endsWith("data: [DONE]")).toBe(true);
    expect(body).not.toContain(HIDDEN_PROMPT);
  });
});

describe("OpenAI-style errors", () => {
  it("401 invalid_api_key for an unknown or revoked key (AuthenticationError in the client)", async () => {
    await expect(openAiClient(`pk_live_${"x".repeat(43)}`).models.list()).rejects.toBeInstanceOf(
      OpenAI.AuthenticationError,
    );
    const revoked = await buildOwner();
    await app.inject({ method: "DELETE", url: `/api/integrations/keys/${revoked.keyId}`, headers: revoked.session });
    await expect(revoked.client.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expectOpenAiError(await postRaw(revoked.key, "{}"), 401, "invalid_api_key");
  });

  it("404 model_not_found for an unknown model and for an unpublished assistant", async () => {
    for (const model of ["gpt-4o", SLUGS.draft]) {
      const call = owner.client.chat.completions.create({ model, messages: [{ role: "user", content: "Hola" }] });
      await expect(call).rejects.toBeInstanceOf(OpenAI.NotFoundError);
      const raw = JSON.stringify({ model, messages: [{ role: "user", content: "Hola" }] });
      await expectOpenAiError(await postRaw(owner.key, raw), 404, "model_not_found");
    }
  });

  it("429 daily_quota_reached when the owner's plan has no query left today (RateLimitError)", async () => {
    // An admin on the free plan may hold keys (admins pass every tier check) and has 10 queries a day.
    const limited = await buildOwner({ tier: "free", isAdmin: true });
    await database.db.insert(aiDailyUsage).values({ userId: limited.user.id, day: madridDay(new Date()), queries: 10 });
    const requests = provider.requests.length;
    const call = limited.client.chat.completions.create({
      model: SLUGS.free,
      messages: [{ role: "user", content: "Hola" }],
    });
    await expect(call).rejects.toBeInstanceOf(OpenAI.RateLimitError);
    await expectOpenAiError(
      await postRaw(limited.key, JSON.stringify({ model: SLUGS.free, messages: [{ role: "user", content: "Hola" }] })),
      429,
      "daily_quota_reached",
    );
    expect(provider.requests.length).toBe(requests);
  });

  it("403 tier_required for a downgraded owner's key", async () => {
    const downgraded = await buildOwner();
    await database.pool.query("UPDATE users SET tier = 'premium' WHERE id = $1", [downgraded.user.id]);
    await expect(downgraded.client.models.list()).rejects.toBeInstanceOf(OpenAI.PermissionDeniedError);
    await expectOpenAiError(await postRaw(downgraded.key, "{}"), 403, "tier_required");
  });

  it.each([
    ["no messages", JSON.stringify({ model: "x" })],
    ["an empty message list", JSON.stringify({ model: "x", messages: [] })],
    ["no user text", JSON.stringify({ model: "x", messages: [{ role: "system", content: "Hola" }] })],
    ["an image part", JSON.stringify({ model: "x", messages: [{ role: "user", content: [{ type: "image_url" }] }] })],
    ["a NUL in the content", JSON.stringify({ model: "x", messages: [{ role: "user", content: "Ho\u0000la" }] })],
    ["a NUL in the model", JSON.stringify({ model: "x\u0000", messages: [{ role: "user", content: "Hola" }] })],
    [
      "a NUL in an unknown field",
      JSON.stringify({ model: "x", user: "\u0000", messages: [{ role: "user", content: "Hola" }] }),
    ],
    ["a lone surrogate in the content", `{"model":"x","messages":[{"role":"user","content":"Hola \\ud800"}]}`],
    ["a lone surrogate in a key", `{"model":"x","\\udc00":1,"messages":[{"role":"user","content":"Hola"}]}`],
    [
      "a message past 12,000 characters",
      JSON.stringify({ model: "x", messages: [{ role: "user", content: "a".repeat(12_001) }] }),
    ],
    ["malformed JSON", "{"],
  ])("400 for %s, never a 500, nothing spent", async (_, body) => {
    const before = await queriesUsed(context, owner.user.id);
    const response = await postRaw(owner.key, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { type: string; code: string; message: string } };
    expect(answer.error.type).toBe("invalid_request_error");
    expect(typeof answer.error.message).toBe("string");
    expect(await queriesUsed(context, owner.user.id)).toBe(before);
  });

  it("a provider failure is a server_error without the provider's text, the query given back", async () => {
    provider.setBehaviour({ kind: "fail" });
    const before = await queriesUsed(context, owner.user.id);
    const response = await postRaw(
      owner.key,
      JSON.stringify({ model: SLUGS.free, messages: [{ role: "user", content: "Hola" }] }),
    );
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(body).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
    expect((JSON.parse(body) as { error: { type: string } }).error.type).toBe("server_error");
    expect(await queriesUsed(context, owner.user.id)).toBe(before);
  });
});
