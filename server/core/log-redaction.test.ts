import { afterAll, describe, expect, it } from "vitest";
import { askOnce } from "../ai/ask";
import { createContext } from "../context";
import { createTestDatabase } from "../test/database";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser } from "../test/factories";
import { buildTestConfig } from "./config";
import { redactingDestination } from "./log-redaction";
import { createLogger } from "./logger";

const API_KEY = "sk-proj-echoed-by-the-provider-4242";
const provider = await startFakeAiProvider({
  kind: "fail",
  status: 401,
  body: JSON.stringify({
    error: { message: `Incorrect API key provided: ${API_KEY}.`, type: "invalid_request_error" },
  }),
});
const config = buildTestConfig({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  AI_API_KEY: API_KEY,
  RATE_LIMITS_ENABLED: "false",
  LOG_LEVEL: "warn",
});
const logLines: string[] = [];
const context = createContext(
  config,
  await createTestDatabase(),
  createLogger(config, { write: (line: string) => void logLines.push(line) }),
);
afterAll(async () => {
  await context.close();
  await provider.close();
});

describe("the log", () => {
  it("keeps the provider's key out when the provider's error echoes it", async () => {
    const caller = await buildUser(context, { tier: "premium" });
    await expect(
      askOnce({
        context,
        caller,
        quota: { tier: "premium" },
        label: "test",
        prompt: { system: "x", messages: [{ role: "user", content: "hola" }] },
      }),
    ).rejects.toMatchObject({ code: "provider_error" });
    const written = logLines.join("");
    expect(written).toContain("AI provider failed");
    expect(written).toContain("Incorrect API key provided: [redacted]");
    expect(written).not.toContain("echoed-by-the-provider");
  });

  it("redacts the installation's secrets as written and as JSON escapes them, and anything shaped like a key", () => {
    const lines: string[] = [];
    const destination = redactingDestination(
      { write: (line: string) => void lines.push(line) },
      buildTestConfig({
        DATABASE_URL: "postgres://app:pa%22ss-word-9@db:5432/platform",
        METRICS_TOKEN: "metrics-token-5678",
      }),
    );
    destination.write(
      `${JSON.stringify({ msg: 'connect postgres://app:pa"ss-word-9@db failed', other: "Bearer abcdefghijklmnop.qrst" })}\n`,
    );
    destination.write("token metrics-token-5678; stripe said rk_live_0123456789abcdef and whsec_0123456789abcdef\n");
    expect(lines.join("")).not.toMatch(/pa\\?"ss-word-9|metrics-token|rk_live_0123|whsec_0123|abcdefghijklmnop/);
    expect(lines.join("").match(/\[redacted\]/g)).toHaveLength(5);
  });
});
