import { describe, expect, it } from "vitest";
import { isAwaitingAnswerMessage } from "./pending-answer";

describe("isAwaitingAnswerMessage", () => {
  it("shows the placeholder while the question is sent and no answer exists yet", () => {
    expect(isAwaitingAnswerMessage("submitted", [{ role: "user" }])).toBe(true);
    expect(isAwaitingAnswerMessage("streaming", [{ role: "user" }])).toBe(true);
  });

  it("shows no second placeholder once the stream has created the answer, even before its first word", () => {
    expect(isAwaitingAnswerMessage("submitted", [{ role: "user" }, { role: "assistant" }])).toBe(false);
    expect(isAwaitingAnswerMessage("streaming", [{ role: "user" }, { role: "assistant" }])).toBe(false);
  });

  it("shows nothing when no answer is on its way", () => {
    expect(isAwaitingAnswerMessage("ready", [{ role: "user" }])).toBe(false);
    expect(isAwaitingAnswerMessage("error", [{ role: "user" }])).toBe(false);
  });
});
