import { describe, expect, it } from "vitest";
import { CHAT_ERROR_CODES } from "../../../contracts/assistants";
import ca from "../../locales/ca/assistants.json";
import en from "../../locales/en/assistants.json";
import es from "../../locales/es/assistants.json";
import { readChatError } from "./chat-error";

describe("chat error texts", () => {
  it.each([
    ["es", es.errors],
    ["ca", ca.errors],
    ["en", en.errors],
  ])("%s has its own text for every chat error code", (_language, errors: Record<string, string>) => {
    const texts = CHAT_ERROR_CODES.map((code) => errors[code] ?? "");
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    expect(new Set(texts).size).toBe(CHAT_ERROR_CODES.length);
    expect(errors.daily_quota_reached).toContain("{{time}}");
  });
});

describe("readChatError", () => {
  it("reads our JSON refusals, with the reset time of the daily quota", () => {
    const body = JSON.stringify({
      error: { code: "daily_quota_reached", message: "limit", details: { resetsAt: "2026-01-15T23:00:00.000Z" } },
    });
    expect(readChatError(new Error(body))).toEqual({
      code: "daily_quota_reached",
      resetsAt: "2026-01-15T23:00:00.000Z",
    });
    expect(readChatError(new Error(JSON.stringify({ error: { code: "message_too_long", message: "x" } })))).toEqual({
      code: "message_too_long",
    });
  });

  it("reads the bare code of a failure during the stream, and never shows other text", () => {
    expect(readChatError(new Error("provider_error"))).toEqual({ code: "provider_error" });
    expect(readChatError(new Error("insufficient_credits"))).toEqual({ code: "insufficient_credits" });
    expect(readChatError(new Error("internal_error"))).toEqual({ code: "generic" });
    expect(readChatError(new Error(JSON.stringify({ error: { code: "not_last_message", message: "x" } })))).toEqual({
      code: "not_last_message",
    });
    expect(readChatError(new Error("upstream exploded: sk-123"))).toEqual({ code: "generic" });
    expect(readChatError(new Error("Failed to fetch"))).toEqual({ code: "network" });
  });
});
