import { describe, expect, it } from "vitest";
import { readChatError } from "./chat-error";

describe("readChatError", () => {
  it("reads our JSON refusals, with the reset time of the daily quota", () => {
    const body = JSON.stringify({ error: { code: "daily_quota_reached", message: "limit", details: { resetsAt: "2026-01-15T23:00:00.000Z" } } });
    expect(readChatError(new Error(body))).toEqual({ code: "daily_quota_reached", resetsAt: "2026-01-15T23:00:00.000Z" });
    expect(readChatError(new Error(JSON.stringify({ error: { code: "message_too_long", message: "x" } })))).toEqual({ code: "message_too_long" });
  });

  it("reads the bare code of a failure during the stream, and never shows other text", () => {
    expect(readChatError(new Error("provider_error"))).toEqual({ code: "provider_error" });
    expect(readChatError(new Error("upstream exploded: sk-123"))).toEqual({ code: "generic" });
    expect(readChatError(new Error("Failed to fetch"))).toEqual({ code: "network" });
  });
});
