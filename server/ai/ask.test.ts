import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { aiQueryLog } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser } from "../test/factories";
import { askForObject, askOnce } from "./ask";
import { readUsage } from "./meter";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});

const ZSummary = z.object({ title: z.string(), points: z.array(z.string()).max(3) });

async function freeCaller() {
  return buildUser(context, { tier: "free" });
}

const usedToday = async (userId: string) => (await readUsage(context.database.db, userId, "free")).used;

function request(caller: { id: string }) {
  return {
    context,
    caller,
    quota: { tier: "free" as const },
    label: "test:summary",
    prompt: { system: "Resume el acta.", messages: [{ role: "user" as const, content: "Acta de la reunión" }] },
  };
}

beforeEach(() => provider.setBehaviour({ kind: "stream", text: "Hola." }));

describe("askForObject", () => {
  it("asks in JSON mode with the schema in the prompt, validates the answer and spends one query", async () => {
    const caller = await freeCaller();
    provider.setBehaviour({ kind: "stream", text: '{"title": "Acta", "points": ["Presupuesto aprobado"]}' });
    const before = provider.requests.length;
    const summary = await askForObject({ ...request(caller), schema: ZSummary });
    expect(summary).toEqual({ title: "Acta", points: ["Presupuesto aprobado"] });
    const sent = provider.requests[before] as { response_format?: unknown; messages: { content: string }[] };
    expect(sent.response_format).toEqual({ type: "json_object" });
    expect(sent.messages[0]?.content).toContain('"points"');
    expect(await usedToday(caller.id)).toBe(1);
    const logged = await context.database.db.select().from(aiQueryLog).where(eq(aiQueryLog.userId, caller.id));
    expect(logged).toMatchObject([{ failed: false, inputTokens: 42 }]);
  });

  it("refuses an answer that does not match the schema with provider_error, and the query stays spent", async () => {
    const caller = await freeCaller();
    provider.setBehaviour({ kind: "stream", text: '{"title": "Acta", "points": "no es una lista"}' });
    await expect(askForObject({ ...request(caller), schema: ZSummary })).rejects.toMatchObject({
      status: 502,
      code: "provider_error",
    });
    expect(await usedToday(caller.id)).toBe(1);
  });
});

describe("askOnce", () => {
  it("returns the whole answer trimmed", async () => {
    const caller = await freeCaller();
    provider.setBehaviour({ kind: "stream", text: "  Respuesta completa.  " });
    expect(await askOnce(request(caller))).toBe("Respuesta completa.");
  });

  it("answers provider_error without the provider's text and gives the query back when the provider fails", async () => {
    const caller = await freeCaller();
    provider.setBehaviour({ kind: "fail" });
    const failure = await askOnce(request(caller)).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, code: "provider_error" });
    expect(String((failure as Error).message)).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
    expect(await usedToday(caller.id)).toBe(0);
    const logged = await context.database.db.select().from(aiQueryLog).where(eq(aiQueryLog.userId, caller.id));
    expect(logged).toMatchObject([{ failed: true }]);
  });

  it("refuses with daily_quota_reached once the tier's queries are spent, without calling the provider", async () => {
    const caller = await freeCaller();
    for (let query = 0; query < 10; query += 1) await askOnce(request(caller));
    const before = provider.requests.length;
    await expect(askOnce(request(caller))).rejects.toMatchObject({ status: 429, code: "daily_quota_reached" });
    expect(provider.requests.length).toBe(before);
  });
});
