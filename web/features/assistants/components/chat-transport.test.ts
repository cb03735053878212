import { describe, expect, it } from "vitest";
import { findLastStoredUserMessage, type ChatUIMessage } from "./chat-transport";

function message(id: string, role: "user" | "assistant", userMessageId?: string): ChatUIMessage {
  return { id, role, parts: [{ type: "text", text: id }], metadata: userMessageId ? { userMessageId } : undefined };
}

describe("findLastStoredUserMessage", () => {
  it.each([
    {
      name: "a loaded conversation: the stored id is the message's own",
      messages: [message("u1", "user"), message("a1", "assistant")],
      stored: ["u1", "a1"],
      expected: { index: 0, storedId: "u1" },
    },
    {
      name: "a new message learns its stored id from its answer",
      messages: [
        message("u1", "user"),
        message("a1", "assistant"),
        message("local", "user"),
        message("a2", "assistant", "s2"),
      ],
      stored: ["u1", "a1"],
      expected: { index: 2, storedId: "s2" },
    },
    {
      name: "a new message without an answer yet has no stored id",
      messages: [message("u1", "user"), message("a1", "assistant"), message("local", "user")],
      stored: ["u1", "a1"],
      expected: { index: 2, storedId: undefined },
    },
    { name: "an empty chat has no last message", messages: [], stored: [], expected: undefined },
  ])("$name", ({ messages, stored, expected }) => {
    expect(findLastStoredUserMessage(messages, new Set(stored))).toEqual(expected);
  });
});
