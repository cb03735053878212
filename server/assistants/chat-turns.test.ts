import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { parseChatStream } from "./chat-test-helpers";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_API_KEY: "sk-test-provider-key",
  AI_MODEL: "fake-model",
  AI_STALL_TIMEOUT_MS: "400",
  RATE_LIMITS_ENABLED: "false",
});
await insertDemoAssistants(context);

const ASSISTANT = "redactor-de-correos-profesionales";

async function signedIn(tier: "free" | "premium" = "free") {
  const user = await buildUser(context, { tier });
  return { authorization: (await signInAs(context, user)).authorization };
}

function chat(headers: Record<string, string>, payload: object) {
  return app.inject({ method: "POST", url: `/api/assistants/${ASSISTANT}/chat`, headers, payload });
}

async function storedMessages(headers: Record<string, string>, conversationId: string | undefined) {
  const response = await app.inject({
    method: "GET",
    url: `/api/assistants/conversations/${conversationId ?? ""}`,
    headers,
  });
  return response.json<{ messages: { id: string; role: string; content: string }[] }>().messages;
}

async function used(headers: Record<string, string>) {
  return (await app.inject({ method: "GET", url: "/api/assistants/usage", headers })).json<{ used: number }>().used;
}

/** A conversation with two answered turns; returns its id and the stored last user message id. */
async function twoTurns(headers: Record<string, string>) {
  provider.setBehaviour({ kind: "stream", text: "Primera respuesta." });
  const first = parseChatStream(await chat(headers, { message: "Primera pregunta" }));
  provider.setBehaviour({ kind: "stream", text: "Segunda respuesta." });
  const second = parseChatStream(
    await chat(headers, { conversationId: first.conversationId, message: "Segunda pregunta" }),
  );
  expect(second.userMessageId).toBeDefined();
  return { conversationId: first.conversationId, lastUserId: second.userMessageId };
}

beforeEach(() => provider.setBehaviour({ kind: "stream", text: "Respuesta nueva." }));

describe("regenerate the last answer", () => {
  it("answers the last stored message again from stored history, replaces the old answer and spends a query", async () => {
    const headers = await signedIn();
    const { conversationId, lastUserId } = await twoTurns(headers);
    expect(await used(headers)).toBe(2);
    provider.setBehaviour({ kind: "stream", text: "Segunda respuesta, mejor." });
    const before = provider.requests.length;
    const response = await chat(headers, { conversationId, action: "regenerate", messageId: lastUserId });
    expect(response.statusCode).toBe(200);
    expect(parseChatStream(response)).toMatchObject({
      text: "Segunda respuesta, mejor.",
      userMessageId: lastUserId,
      errors: [],
    });
    const sent = provider.requests[before] as { messages: { role: string; content: string }[] };
    expect(sent.messages.slice(1).map((message) => message.content)).toEqual([
      "Primera pregunta",
      "Primera respuesta.",
      "Segunda pregunta",
    ]);
    expect((await storedMessages(headers, conversationId)).map((message) => message.content)).toEqual([
      "Primera pregunta",
      "Primera respuesta.",
      "Segunda pregunta",
      "Segunda respuesta, mejor.",
    ]);
    expect(await used(headers)).toBe(3);
  });

  it("keeps the old answer when the provider fails, and gives the query back", async () => {
    const headers = await signedIn();
    const { conversationId, lastUserId } = await twoTurns(headers);
    provider.setBehaviour({ kind: "fail" });
    const stream = parseChatStream(
      await chat(headers, { conversationId, action: "regenerate", messageId: lastUserId }),
    );
    expect(stream.errors).toEqual(["provider_error"]);
    expect((await storedMessages(headers, conversationId)).at(-1)?.content).toBe("Segunda respuesta.");
    expect(await used(headers)).toBe(2);
  });
});

describe("edit the last message", () => {
  it("rewrites the stored message, drops its old answer and answers the new text", async () => {
    const headers = await signedIn();
    const { conversationId, lastUserId } = await twoTurns(headers);
    provider.setBehaviour({ kind: "stream", text: "Respuesta a la pregunta corregida." });
    const before = provider.requests.length;
    const response = await chat(headers, {
      conversationId,
      action: "edit",
      messageId: lastUserId,
      message: "  Segunda pregunta, corregida ",
    });
    expect(parseChatStream(response)).toMatchObject({ text: "Respuesta a la pregunta corregida.", errors: [] });
    const sent = provider.requests[before] as { messages: { role: string; content: string }[] };
    expect(sent.messages.at(-1)).toMatchObject({ role: "user", content: "Segunda pregunta, corregida" });
    expect(JSON.stringify(sent)).not.toContain("Segunda respuesta.");
    const stored = await storedMessages(headers, conversationId);
    expect(stored.map((message) => [message.role, message.content])).toEqual([
      ["user", "Primera pregunta"],
      ["assistant", "Primera respuesta."],
      ["user", "Segunda pregunta, corregida"],
      ["assistant", "Respuesta a la pregunta corregida."],
    ]);
    expect(stored[2]?.id).toBe(lastUserId);
    expect(await used(headers)).toBe(3);
  });

  it("refuses an edit over the length limit before touching anything", async () => {
    const headers = await signedIn();
    const { conversationId, lastUserId } = await twoTurns(headers);
    const refused = await chat(headers, {
      conversationId,
      action: "edit",
      messageId: lastUserId,
      message: "a".repeat(12_001),
    });
    expect(refused.json()).toMatchObject({ error: { code: "message_too_long" } });
    expect((await storedMessages(headers, conversationId)).at(-2)?.content).toBe("Segunda pregunta");
  });
});

describe("regenerate and edit cannot rewrite history", () => {
  it("refuses an earlier message with not_last_message, spending nothing", async () => {
    const headers = await signedIn();
    const { conversationId } = await twoTurns(headers);
    const earlier = (await storedMessages(headers, conversationId))[0]?.id;
    const before = provider.requests.length;
    for (const payload of [
      { conversationId, action: "regenerate", messageId: earlier },
      { conversationId, action: "edit", messageId: earlier, message: "Otra cosa" },
    ]) {
      const response = await chat(headers, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: "not_last_message" } });
    }
    const assistantId = (await storedMessages(headers, conversationId))[1]?.id;
    expect((await chat(headers, { conversationId, action: "regenerate", messageId: assistantId })).statusCode).toBe(
      409,
    );
    expect(provider.requests.length).toBe(before);
    expect(await used(headers)).toBe(2);
  });

  it("answers another user's conversation with 404 and malformed requests with 400", async () => {
    const owner = await signedIn();
    const { conversationId, lastUserId } = await twoTurns(owner);
    const stranger = await signedIn();
    expect((await chat(stranger, { conversationId, action: "regenerate", messageId: lastUserId })).statusCode).toBe(
      404,
    );
    expect(
      (await chat(stranger, { conversationId, action: "edit", messageId: lastUserId, message: "Mío" })).statusCode,
    ).toBe(404);
    const malformed: object[] = [
      { conversationId, action: "regenerate" },
      { action: "regenerate", messageId: lastUserId },
      { conversationId, action: "regenerate", messageId: lastUserId, message: "texto" },
      { conversationId, action: "edit", messageId: lastUserId },
      { conversationId, action: "edit", messageId: lastUserId, message: "x", attachmentIds: [lastUserId] },
      { message: "Hola", messageId: lastUserId },
      { conversationId, action: "delete", messageId: lastUserId },
    ];
    for (const payload of malformed) expect((await chat(owner, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await storedMessages(owner, conversationId)).at(-1)?.content).toBe("Segunda respuesta.");
  });
});

describe("provider out of credit", () => {
  it("ends the stream with insufficient_credits on a 402, without the provider's text, and gives the query back", async () => {
    const headers = await signedIn();
    provider.setBehaviour({
      kind: "fail",
      status: 402,
      body: JSON.stringify({ error: { message: "Balance exhausted for sk-live-SECRET" } }),
    });
    const response = await chat(headers, { message: "Hola" });
    expect(parseChatStream(response).errors).toEqual(["insufficient_credits"]);
    expect(response.body).not.toContain("Balance exhausted");
    expect(await used(headers)).toBe(0);
  });

  it("reads OpenAI's 429 insufficient_quota as insufficient_credits too", async () => {
    const headers = await signedIn();
    provider.setBehaviour({
      kind: "fail",
      status: 429,
      body: JSON.stringify({
        error: { message: "You exceeded your current quota", type: "insufficient_quota", code: "insufficient_quota" },
      }),
    });
    const response = await chat(headers, { message: "Hola" });
    expect(parseChatStream(response).errors).toEqual(["insufficient_credits"]);
    expect(response.body).not.toContain("exceeded your current quota");
  });
});
