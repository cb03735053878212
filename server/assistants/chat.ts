import { randomUUID } from "node:crypto";
import type { ModelMessage, UIMessageChunk } from "ai";
import { CHAT_HISTORY_TURNS, CONVERSATION_TITLE_MAX, type TChatRequest } from "../../contracts/assistants";
import { isTier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import type { FileStore } from "../files/file-store";
import { streamAnswer } from "../ai/ask";
import { checkMessage } from "../ai/check-message";
import { attachmentsOfTurn, shareAttachmentText, toModelParts } from "./attachment-parts";
import { claimableAttachments, findMessageAttachments, type AttachmentRow } from "./attachments";
import { findCallerTier } from "../access/callers";
import { assertMayUse, attachmentTierOf } from "../access/policy";
import { planTurn, type ContextTurn } from "./chat-turn-plan";
import { storeAnswer, writeTurn } from "./chat-turn-writes";
import { readPublishedAssistant } from "./service";
import { findOwnConversation, findRecentMessages } from "./store";

interface ChatInput {
  context: AppContext;
  attachmentStore: FileStore;
  user: CurrentUser;
  slug: string;
  request: TChatRequest;
  /** Aborted when the browser goes away or presses stop. */
  signal: AbortSignal;
}

/**
 * One turn of a chat: a new message, the last answer regenerated, or the last message
 * edited. Checks the turn, then asks the AI façade, which spends one daily query with the turn's
 * writes and streams the model's answer built from the stored history; the answer is stored as
 * it ends. Every refusal is thrown before the stream starts, so it reaches the browser as a JSON
 * error.
 */
export async function streamChatTurn({
  context,
  attachmentStore,
  user,
  slug,
  request,
  signal,
}: ChatInput): Promise<ReadableStream<UIMessageChunk>> {
  const message = request.message === undefined ? undefined : checkMessage(request.message);
  const { db } = context.database;
  const conversationId = request.conversationId;
  // Independent reads at once: the first streamed byte waits for the slowest, not for their sum.
  const [tier, assistant, existing, history] = await Promise.all([
    findCallerTier(context, user),
    readPublishedAssistant(context, slug),
    conversationId ? findOwnConversation(db, user.id, conversationId) : undefined,
    conversationId ? findRecentMessages(db, conversationId, CHAT_HISTORY_TURNS) : [],
  ]);
  const requiredTier = isTier(assistant.requiredTier) ? assistant.requiredTier : "enterprise";
  assertMayUse({ user, tier }, { kind: "assistant", requiredTier });
  if (conversationId && existing?.conversation.assistantId !== assistant.id) throw notFound("Conversation not found");
  const attachments = await claimableAttachments(
    db,
    user.id,
    attachmentTierOf({ user, tier }),
    request.attachmentIds ?? [],
  );
  const plan = planTurn({ action: request.action ?? "send", history, message, messageId: request.messageId });
  const answered =
    plan.userMessageId === request.messageId ? await findMessageAttachments(db, [plan.userMessageId]) : [];
  await assertImageFilesPresent(attachmentStore, [...attachments, ...answered]);
  const id = existing?.conversation.id ?? randomUUID();
  const newConversation = existing ? undefined : { assistantId: assistant.id, title: titleFrom(message ?? "") };
  return streamAnswer({
    context,
    caller: user,
    label: assistant.slug,
    assistantId: assistant.id,
    quota: {
      tier,
      alongside: (tx) => writeTurn(tx, { userId: user.id, conversationId: id, newConversation, plan, attachments }),
    },
    prompt: {
      system: assistant.systemPrompt,
      temperature: assistant.temperature,
      model: assistant.model,
      // The model's context is read while the turn is written.
      messages: () => toModelMessages(db, attachmentStore, plan.turns, plan.userMessageId, attachments),
    },
    signal,
    metadata: { conversationId: id, userMessageId: plan.userMessageId },
    keepAnswer: (answer) => storeAnswer(db, id, plan.replaceOnAnswer, answer),
  });
}

/**
 * The model's view of the conversation: the planned turns, with their attachments; the PDFs'
 * text shares one bound per turn, the newest message's first.
 */
async function toModelMessages(
  db: AppContext["database"]["db"],
  store: FileStore,
  turns: ContextTurn[],
  answeredId: string,
  newAttachments: AttachmentRow[],
): Promise<ModelMessage[]> {
  const stored = await findMessageAttachments(
    db,
    turns.filter((turn) => turn.role === "user").map((turn) => turn.id),
  );
  const files = attachmentsOfTurn(stored, newAttachments, answeredId);
  const newestFirst = turns.toReversed().flatMap((turn) => files.filter((file) => file.messageId === turn.id));
  const textShares = shareAttachmentText(newestFirst);
  const messages: ModelMessage[] = [];
  for (const turn of turns) {
    if (turn.content.length === 0) continue;
    if (turn.role === "assistant") {
      messages.push({ role: "assistant", content: turn.content });
      continue;
    }
    const own = files.filter((file) => file.messageId === turn.id);
    if (own.length === 0) {
      messages.push({ role: "user", content: turn.content });
      continue;
    }
    const parts = await toModelParts(store, own, turn.id === answeredId, textShares);
    messages.push({ role: "user", content: [...parts, { type: "text", text: turn.content }] });
  }
  return messages;
}

/**
 * The images the model will see are read from the store while the query is spent: one whose file
 * is gone (an instance on its own disk, a lost volume) is refused first, with nothing spent and
 * the attachment kept, rather than failing after the spend.
 */
async function assertImageFilesPresent(store: FileStore, rows: AttachmentRow[]): Promise<void> {
  for (const row of rows) {
    if (row.kind !== "image" || (await store.stat(row.storageKey))) continue;
    throw new AppError(422, "attachment_missing", "An attached image's file is missing", { attachmentId: row.id });
  }
}

function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line.slice(0, CONVERSATION_TITLE_MAX);
}
