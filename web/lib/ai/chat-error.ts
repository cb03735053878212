import { CHAT_ERROR_CODES, type ChatErrorCode } from "../../../contracts/assistants";

export type ShownChatError = { code: ChatErrorCode | "not_found" | "network" | "generic"; resetsAt?: string };

function isChatErrorCode(code: unknown): code is ChatErrorCode {
  return typeof code === "string" && (CHAT_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * What went wrong with a chat request. A refusal before the stream arrives as our JSON error
 * body (useChat puts the response text in the message); a failure during the stream carries
 * the bare code (`provider_error`).
 */
export function readChatError(error: Error): ShownChatError {
  if (isChatErrorCode(error.message)) return { code: error.message };
  try {
    const body = JSON.parse(error.message) as { error?: { code?: unknown; details?: { resetsAt?: unknown } } };
    const code = body.error?.code;
    const resetsAt = typeof body.error?.details?.resetsAt === "string" ? body.error.details.resetsAt : undefined;
    if (isChatErrorCode(code)) return { code, resetsAt };
    if (code === "not_found") return { code };
    if (code === "validation_failed") return { code: "generic" };
  } catch {
    // Not our JSON: the request never reached the server.
  }
  if (/fetch|network/i.test(error.message)) return { code: "network" };
  return { code: "generic" };
}
