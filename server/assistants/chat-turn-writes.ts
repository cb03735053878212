import type { Db, Executor } from "../db/client";
import type { StreamedAnswer } from "../ai/ask";
import { linkAttachments, type AttachmentRow } from "./attachments";
import type { TurnPlan } from "./chat-turn-plan";
import { deleteMessages, insertConversation, insertMessage, updateMessageContent } from "./store";

interface TurnWritesInput {
  userId: string;
  conversationId: string;
  /** Set when the turn starts a conversation. */
  newConversation?: { assistantId: string; title: string };
  plan: TurnPlan;
  attachments: AttachmentRow[];
}

/**
 * A chat turn's writes, committed with its daily query (the AI façade's quota rule runs them in
 * the spend's transaction): the conversation, the user's message (new or edited), its
 * attachments, and the answers an edit drops.
 */
export async function writeTurn(
  tx: Executor,
  { userId, conversationId, newConversation, plan, attachments }: TurnWritesInput,
): Promise<void> {
  if (newConversation) await insertConversation(tx, { id: conversationId, userId, ...newConversation });
  if (plan.newMessage !== undefined) {
    await insertMessage(tx, { id: plan.userMessageId, conversationId, role: "user", content: plan.newMessage });
    await linkAttachments(tx, attachments, plan.userMessageId);
  }
  if (plan.editedMessage !== undefined) await updateMessageContent(tx, plan.userMessageId, plan.editedMessage);
  await deleteMessages(tx, plan.deleteNow);
}

/**
 * Stores the answer, or what arrived of it before a failure or a stop, in place of the answers
 * it replaces (regenerate).
 */
export async function storeAnswer(
  db: Db,
  conversationId: string,
  replaces: string[],
  { text, inputTokens, outputTokens }: StreamedAnswer,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteMessages(tx, replaces);
    await insertMessage(tx, { conversationId, role: "assistant", content: text, inputTokens, outputTokens });
  });
}
