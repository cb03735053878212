import type { LightMyRequestResponse } from "fastify";

export interface ParsedChatStream {
  text: string;
  errors: string[];
  conversationId?: string;
  /** The stored user message the answer replies to. */
  userMessageId?: string;
  types: string[];
}

/** Reads an AI SDK UI message stream (SSE of JSON chunks) as the browser's useChat would. */
export function parseChatStream(response: LightMyRequestResponse): ParsedChatStream {
  const parsed: ParsedChatStream = { text: "", errors: [], types: [] };
  for (const line of response.body.split("\n")) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    const chunk = JSON.parse(line.slice(6)) as {
      type: string;
      delta?: string;
      errorText?: string;
      messageMetadata?: { conversationId?: string; userMessageId?: string };
    };
    parsed.types.push(chunk.type);
    if (chunk.type === "text-delta") parsed.text += chunk.delta ?? "";
    if (chunk.type === "error") parsed.errors.push(chunk.errorText ?? "");
    if (chunk.messageMetadata?.conversationId) parsed.conversationId = chunk.messageMetadata.conversationId;
    if (chunk.messageMetadata?.userMessageId) parsed.userMessageId = chunk.messageMetadata.userMessageId;
  }
  return parsed;
}
