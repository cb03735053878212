import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { aiQueryLog } from "../db/schema/index";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";

const provider = await startFakeAiProvider({ kind: "silent" });
afterAll(() => provider.close());
const { app, context, database } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  AI_STALL_TIMEOUT_MS: "1500",
  RATE_LIMITS_ENABLED: "false",
});
await insertDemoAssistants(context);
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;
const ASSISTANT = "redactor-de-correos-profesionales";

async function freeUser() {
  const user = await buildUser(context, { tier: "free" });
  return { user, authorization: (await signInAs(context, user)).authorization };
}

async function usedToday(authorization: string) {
  const usage = await app.inject({ method: "GET", url: "/api/assistants/usage", headers: { authorization } });
  return usage.json<{ used: number }>().used;
}

/** Waits until the call is settled: its line in the query log is written last. */
async function waitForQueryLog(userId: string) {
  await vi.waitFor(
    async () => {
      const rows = await database.db.select().from(aiQueryLog).where(eq(aiQueryLog.userId, userId));
      expect(rows).toHaveLength(1);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe("the daily query and a client that goes away", () => {
  it("stays spent when the browser disconnects before the first token (the provider already has the prompt)", async () => {
    const { user, authorization } = await freeUser();
    const before = provider.requests.length;
    const client = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `/api/assistants/${ASSISTANT}/chat`,
      headers: { authorization, "content-type": "application/json" },
    });
    client.on("error", () => {});
    client.end(JSON.stringify({ message: "Escribe un correo largo" }));
    // The provider holds the prompt and has said nothing yet: the browser leaves now.
    await vi.waitFor(() => expect(provider.requests.length).toBe(before + 1), { timeout: 10_000, interval: 20 });
    client.destroy();
    await waitForQueryLog(user.id);
    expect(await usedToday(authorization)).toBe(1);
  });

  it("is given back when the provider never produces a first token and the call times out", async () => {
    const { user, authorization } = await freeUser();
    const response = await app.inject({
      method: "POST",
      url: `/api/assistants/${ASSISTANT}/chat`,
      headers: { authorization },
      payload: { message: "Hola" },
    });
    expect(response.body).toContain("provider_error");
    await waitForQueryLog(user.id);
    expect(await usedToday(authorization)).toBe(0);
  });
});
