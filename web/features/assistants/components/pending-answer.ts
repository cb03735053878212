import type { ChatStatus, UIMessage } from "ai";

/**
 * True while an answer is on its way and no assistant message exists yet to show it: the
 * placeholder bubble. Once the stream has created the answer's message (still empty while the
 * first word is slow), that message shows "Pensando…" itself, so one bubble says it, not two.
 */
export function isAwaitingAnswerMessage(status: ChatStatus, messages: readonly Pick<UIMessage, "role">[]): boolean {
  const isAnswering = status === "submitted" || status === "streaming";
  return isAnswering && messages.at(-1)?.role !== "assistant";
}
