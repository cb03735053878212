import { createUIMessageStream, streamText, type ModelMessage, type UIMessage, type UIMessageChunk } from "ai";
import {
  CHAT_HISTORY_TURNS,
  CHAT_MESSAGE_MAX,
  CONVERSATION_TITLE_MAX,
  type TChatMessageMetadata,
  type TChatRequest,
} from "../../contracts/assistants";
import { isTier, type Tier } from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { AppError, badRequest, forbidden, notFound } from "../errors";
import { tooManyRequests } from "../limits/request-limits";
import type { FileStore } from "../files/file-store";
import { claimableAttachments, findMessageAttachments, linkAttachments, toModelParts } from "./attachments";
import { madridDay } from "./madrid-day";
import { createChatModel } from "./provider";
import { refundQuery, spendQuery } from "./quota";
import { isLockedFor, readPublishedAssistant } from "./service";
import { findOwnConversation, findRecentMessages, insertConversation, insertMessage, insertQueryLog, type AssistantRow } from "./store";

/** What the browser sees when the provider fails: a code, never the provider's own text. */
export const PROVIDER_ERROR_TEXT = "provider_error";

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
  await spendQuery(db, user.id, tier);
  const conversation =
    existing?.conversation ??
    (await insertConversation(db, { userId: user.id, assistantId: assistant.id, title: titleFrom(message) }));
  const stored = await insertMessage(db, { conversationId: conversation.id, role: "user", content: message });
  await linkAttachments(db, attachments, stored.id);
  const messages = await buildModelMessages(db, attachmentStore, conversation.id, stored.id);
  return streamAnswer({ context, user, assistant, conversationId: conversation.id, messages, signal, model });
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

function checkMessage(raw: string): string {
  // PostgreSQL text cannot hold NUL; refuse rather than store something else than was sent.
  if (raw.includes("\u0000")) throw badRequest("The message contains a NUL character");
  const message = raw.trim();
  if (message.length === 0) throw badRequest("The message is empty");
  if (message.length > CHAT_MESSAGE_MAX) {
    throw new AppError(400, "message_too_long", `A message holds at most ${CHAT_MESSAGE_MAX} characters`, { max: CHAT_MESSAGE_MAX });
  }
  return message;
}

async function enforceChatRate(context: AppContext, userId: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`chat:${userId}`, { limit: context.config.RATE_LIMIT_CHAT_PER_MINUTE, windowSeconds: 60 });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line.slice(0, CONVERSATION_TITLE_MAX);
}

interface AnswerInput {
  context: AppContext;
  user: CurrentUser;
  assistant: AssistantRow;
  conversationId: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  model: ReturnType<typeof createChatModel>;
}

function streamAnswer({ context, user, assistant, conversationId, messages, signal, model }: AnswerInput) {
  const { db } = context.database;
  const day = madridDay(new Date());
  let text = "";
  let settled: Promise<void> | undefined;
  /** Stores the answer (or what arrived of it) once, however the stream ends. */
  const settle = (outcome: { failed: boolean; inputTokens?: number; outputTokens?: number }) => {
    settled ??= (async () => {
      if (text.length > 0) {
        await insertMessage(db, { conversationId, role: "assistant", content: text, inputTokens: outcome.inputTokens, outputTokens: outcome.outputTokens });
      } else if (outcome.failed) {
        await refundQuery(db, user.id);
      }
      await insertQueryLog(db, { assistantId: assistant.id, userId: user.id, day, inputTokens: outcome.inputTokens, outputTokens: outcome.outputTokens, failed: outcome.failed });
    })().catch((error: unknown) => context.log.error({ err: error }, "storing a chat answer failed"));
    return settled;
  };

  const stream = createUIMessageStream<UIMessage<TChatMessageMetadata>>({
    execute: async ({ writer }) => {
      const watchdog = startWatchdog(context.config.AI_STALL_TIMEOUT_MS, context.config.AI_TOTAL_TIMEOUT_MS);
      const result = streamText({
        model,
        system: assistant.systemPrompt,
        messages,
        temperature: assistant.temperature,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, watchdog.signal]),
        onChunk: ({ chunk }) => {
          watchdog.feed();
          if (chunk.type === "text-delta") text += chunk.text;
        },
        onFinish: ({ totalUsage }) =>
          settle({ failed: false, inputTokens: totalUsage.inputTokens, outputTokens: totalUsage.outputTokens }),
        onAbort: () => settle({ failed: true }),
        onError: ({ error }) => {
          // The provider's text stays in our log; the browser gets `provider_error`.
          context.log.warn({ assistant: assistant.slug, reason: describeFailure(error) }, "AI provider failed");
          return settle({ failed: true });
        },
      });
      writer.merge(
        result.toUIMessageStream({
          sendReasoning: false,
          messageMetadata: ({ part }) => (part.type === "start" ? { conversationId } : undefined),
          onError: () => PROVIDER_ERROR_TEXT,
        }),
      );
      await result.consumeStream();
      watchdog.stop();
      await settled;
      // A provider silent before its first token ends as an abort, which writes no error chunk.
      if (watchdog.signal.aborted && !signal.aborted) {
        context.log.warn({ assistant: assistant.slug }, "AI provider timed out");
        writer.write({ type: "error", errorText: PROVIDER_ERROR_TEXT });
      }
    },
    onError: () => PROVIDER_ERROR_TEXT,
  });
  return stream.pipeThrough(keepFirstError());
}

/** A failure can surface from several layers of the SDK at once; the browser needs one error. */
function keepFirstError() {
  let errorSeen = false;
  return new TransformStream<UIMessageChunk, UIMessageChunk>({
    transform(chunk, controller) {
      if (chunk.type === "error") {
        if (errorSeen) return;
        errorSeen = true;
      }
      controller.enqueue(chunk);
    },
  });
}

/**
 * Aborts a provider that stays silent for `stallMs` (before its first token or between two) or
 * talks longer than `totalMs` in all (issue 9: 30 s and 120 s by default).
 */
function startWatchdog(stallMs: number, totalMs: number) {
  const controller = new AbortController();
  const expire = () => controller.abort(new Error("AI provider timed out"));
  let stall = setTimeout(expire, stallMs);
  const total = setTimeout(expire, totalMs);
  return {
    signal: controller.signal,
    feed: () => {
      clearTimeout(stall);
      stall = setTimeout(expire, stallMs);
    },
    stop: () => {
      clearTimeout(stall);
      clearTimeout(total);
    },
  };
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return "unknown error";
}
