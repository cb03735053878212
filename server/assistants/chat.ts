import { randomUUID } from "node:crypto";
import type { ModelMessage, UIMessageChunk } from "ai";
import {
  CHAT_HISTORY_TURNS,
  CHAT_MESSAGE_MAX,
  CONVERSATION_TITLE_MAX,
  type TChatRequest,
} from "../../contracts/assistants";
import { isTier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError, badRequest, forbidden, notFound } from "../core/errors";
import { tooManyRequests } from "../limits/request-limits";
import type { FileStore } from "../files/file-store";
import { claimableAttachments, findMessageAttachments, toModelParts, type AttachmentRow } from "./attachments";
import { streamAnswer } from "./answer-stream";
import { attachmentTierOf, findCallerTier } from "./caller-tier";
import { planTurn, type ContextTurn } from "./chat-turn-plan";
import { startTurnWrites } from "./chat-turn-writes";
import { createChatModel } from "./provider";
import { isLockedFor, readPublishedAssistant } from "./service";
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
 * edited. Checks, spends one daily query, writes the turn and streams the model's answer built
 * from the stored history; the answer is stored as it ends. Every refusal is thrown before the
 * stream starts, so it reaches the browser as a JSON error.
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
  if (isLockedFor(user, tier, requiredTier)) throw forbidden(`This assistant needs the ${assistant.requiredTier} plan`);
  const model = createChatModel(context.config, assistant.model);
  if (conversationId && existing?.conversation.assistantId !== assistant.id) throw notFound("Conversation not found");
  const attachments = await claimableAttachments(
    db,
    user.id,
    attachmentTierOf(user, tier),
    request.attachmentIds ?? [],
  );
  const plan = planTurn({ action: request.action ?? "send", history, message, messageId: request.messageId });
  await enforceChatRate(context, user.id);

  const id = existing?.conversation.id ?? randomUUID();
  const writes = startTurnWrites(db, {
    userId: user.id,
    tier,
    conversationId: id,
    newConversation: existing ? undefined : { assistantId: assistant.id, title: titleFrom(message ?? "") },
    plan,
    attachments,
  });
  // The model's context is read while the turn is written; the provider is called once the query is spent.
  const [messages] = await Promise.all([
    toModelMessages(db, attachmentStore, plan.turns, plan.userMessageId, attachments),
    writes.spent,
  ]);
  return streamAnswer({
    context,
    userId: user.id,
    assistantId: assistant.id,
    label: assistant.slug,
    system: assistant.systemPrompt,
    temperature: assistant.temperature,
    conversationId: id,
    userMessageId: plan.userMessageId,
    replaces: plan.replaceOnAnswer,
    writes: writes.committed,
    messages,
    signal,
    model,
  });
}

/** The model's view of the conversation: the planned turns, with their attachments. */
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
  const files = [...stored, ...newAttachments.map((row) => ({ ...row, messageId: answeredId }))];
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
    const parts = await toModelParts(store, own, turn.id === answeredId);
    messages.push({ role: "user", content: [...parts, { type: "text", text: turn.content }] });
  }
  return messages;
}

/** The message as stored: no NUL, not empty, at most CHAT_MESSAGE_MAX characters (`message_too_long`). */
export function checkMessage(raw: string): string {
  // PostgreSQL text cannot hold NUL; refuse rather than store something else than was sent.
  if (raw.includes("\u0000")) throw badRequest("The message contains a NUL character");
  const message = raw.trim();
  if (message.length === 0) throw badRequest("The message is empty");
  if (message.length > CHAT_MESSAGE_MAX) {
    throw new AppError(400, "message_too_long", `A message holds at most ${CHAT_MESSAGE_MAX} characters`, {
      max: CHAT_MESSAGE_MAX,
    });
  }
  return message;
}

/** A per-user burst limit on top of the daily quota (`rate_limited`). */
export async function enforceChatRate(context: AppContext, userId: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`chat:${userId}`, {
    limit: context.config.RATE_LIMIT_CHAT_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line.slice(0, CONVERSATION_TITLE_MAX);
}
