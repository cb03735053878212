import type { ModelMessage, UIMessageChunk } from "ai";
import {
  CHAT_HISTORY_TURNS,
  CHAT_MESSAGE_MAX,
  CONVERSATION_TITLE_MAX,
  type TChatRequest,
} from "../../contracts/assistants";
import { isTier, type Tier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError, badRequest, forbidden, notFound } from "../errors";
import { tooManyRequests } from "../limits/request-limits";
import type { FileStore } from "../files/file-store";
import { claimableAttachments, findMessageAttachments, linkAttachments, toModelParts } from "./attachments";
import { streamAnswer } from "./answer-stream";
import { createChatModel } from "./provider";
import { spendQuery } from "./quota";
import { isLockedFor, readPublishedAssistant } from "./service";
import { findOwnConversation, findRecentMessages, insertConversation, insertMessage } from "./store";

interface ChatInput {
  context: AppContext;
  attachmentStore: FileStore;
  user: CurrentUser;
  tier: Tier;
  slug: string;
  request: TChatRequest;
  /** Aborted when the browser goes away or presses stop. */
  signal: AbortSignal;
}

/**
 * One turn of a chat (issue 9): checks, spends one daily query, stores the user's message and
 * streams the model's answer built from the stored history; the answer is stored as it ends.
 * Every refusal is thrown before the stream starts, so it reaches the browser as a JSON error.
 */
export async function streamChatTurn({ context, attachmentStore, user, tier, slug, request, signal }: ChatInput): Promise<ReadableStream<UIMessageChunk>> {
  const message = checkMessage(request.message);
  const assistant = await readPublishedAssistant(context, slug);
  const requiredTier = isTier(assistant.requiredTier) ? assistant.requiredTier : "enterprise";
  if (isLockedFor(user, tier, requiredTier)) {
    throw forbidden(`This assistant needs the ${assistant.requiredTier} plan`);
  }
  const model = createChatModel(context.config, assistant.model);
  const { db } = context.database;
  const attachments = await claimableAttachments(db, user.id, tier, request.attachmentIds ?? []);
  const existing = request.conversationId ? await findOwnConversation(db, user.id, request.conversationId) : undefined;
  if (request.conversationId && existing?.conversation.assistantId !== assistant.id) {
    throw notFound("Conversation not found");
  }
  await enforceChatRate(context, user.id);
  // One transaction, one commit: the quota, the conversation and the message land together.
  const { conversation, stored } = await db.transaction(async (tx) => {
    await spendQuery(tx, user.id, tier);
    const conversation =
      existing?.conversation ?? (await insertConversation(tx, { userId: user.id, assistantId: assistant.id, title: titleFrom(message) }));
    const stored = await insertMessage(tx, { conversationId: conversation.id, role: "user", content: message });
    await linkAttachments(tx, attachments, stored.id);
    return { conversation, stored };
  });
  const messages = await buildModelMessages(db, attachmentStore, conversation.id, stored.id);
  return streamAnswer({
    context,
    userId: user.id,
    assistantId: assistant.id,
    label: assistant.slug,
    system: assistant.systemPrompt,
    temperature: assistant.temperature,
    conversationId: conversation.id,
    messages,
    signal,
    model,
  });
}

/** The model's view of the conversation: the last stored turns, with their attachments. */
async function buildModelMessages(db: AppContext["database"]["db"], store: FileStore, conversationId: string, newestId: string): Promise<ModelMessage[]> {
  const history = (await findRecentMessages(db, conversationId, CHAT_HISTORY_TURNS)).filter((turn) => turn.content.length > 0);
  const files = await findMessageAttachments(db, history.map((turn) => turn.id));
  const messages: ModelMessage[] = [];
  for (const turn of history) {
    if (turn.role === "assistant") {
      messages.push({ role: "assistant", content: turn.content });
      continue;
    }
    const own = files.filter((file) => file.messageId === turn.id);
    if (own.length === 0) {
      messages.push({ role: "user", content: turn.content });
      continue;
    }
    const parts = await toModelParts(store, own, turn.id === newestId);
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
    throw new AppError(400, "message_too_long", `A message holds at most ${CHAT_MESSAGE_MAX} characters`, { max: CHAT_MESSAGE_MAX });
  }
  return message;
}

/** A per-user burst limit on top of the daily quota (`rate_limited`). */
export async function enforceChatRate(context: AppContext, userId: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`chat:${userId}`, { limit: context.config.RATE_LIMIT_CHAT_PER_MINUTE, windowSeconds: 60 });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line.slice(0, CONVERSATION_TITLE_MAX);
}
