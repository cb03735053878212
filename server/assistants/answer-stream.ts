import {
  APICallError,
  createUIMessageStream,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type UIMessage,
  type UIMessageChunk,
} from "ai";
import type { TChatMessageMetadata } from "../../contracts/assistants";
import type { AppContext } from "../context";
import { madridDay } from "./madrid-day";
import { refundQuery } from "./quota";
import { deleteMessages, insertMessage, insertQueryLog } from "./store";

/** What the browser sees when the provider fails: a code, never the provider's own text. */
export const PROVIDER_ERROR_TEXT = "provider_error";
/** The provider refused for lack of credit on the installation's account (HTTP 402, OpenAI's `insufficient_quota`). */
export const INSUFFICIENT_CREDITS_TEXT = "insufficient_credits";
/** Our own writes for the turn failed: the browser shows its generic error. */
const INTERNAL_ERROR_TEXT = "internal_error";

export interface AnswerInput {
  context: AppContext;
  userId: string;
  /** For the per-assistant usage report; null for questions about an article. */
  assistantId: string | null;
  /** Names the source in our logs. */
  label: string;
  system: string;
  temperature: number;
  messages: ModelMessage[];
  model: LanguageModel;
  /** Aborted when the browser goes away or presses stop. */
  signal: AbortSignal;
  /** The conversation that keeps the answer; none for one-off questions. */
  conversationId?: string;
  /** The stored user message being answered (sent to the browser for regenerate and edit). */
  userMessageId?: string;
  /** Earlier answers to that message, removed when this one is stored (regenerate). */
  replaces?: string[];
  /**
   * The turn's own writes, still committing while the provider starts: the answer is stored
   * after them, and if they fail the stream stops and nothing more is written.
   */
  writes?: Promise<void>;
  /** Keeps a complete answer that is not a conversation turn (the training apps' feedback). */
  saveAnswer?: (text: string) => Promise<void>;
}

/**
 * Streams the model's answer as an AI SDK UI message stream. However it ends (finished,
 * stopped, failed, timed out) the answer or what arrived of it is stored once, the query is
 * logged, and a query that produced no text is given back.
 */
export function streamAnswer(input: AnswerInput) {
  const {
    context,
    userId,
    assistantId,
    label,
    system,
    temperature,
    messages,
    model,
    signal,
    conversationId,
    userMessageId,
  } = input;
  const { db } = context.database;
  const day = madridDay(new Date());
  const writesFailed = new AbortController();
  const writes = (input.writes ?? Promise.resolve()).catch((error: unknown) => {
    context.log.error({ err: error }, "writing a chat turn failed");
    writesFailed.abort();
  });
  let text = "";
  let settled: Promise<void> | undefined;
  /** Stores the answer (or what arrived of it) once, however the stream ends. */
  const settle = (outcome: { failed: boolean; inputTokens?: number; outputTokens?: number }) => {
    settled ??= (async () => {
      await writes;
      // The turn was rolled back: no query was spent, no message is there to answer.
      if (writesFailed.signal.aborted) return;
      if (text.length > 0 && conversationId) {
        const answer = {
          conversationId,
          role: "assistant",
          content: text,
          inputTokens: outcome.inputTokens,
          outputTokens: outcome.outputTokens,
        };
        await db.transaction(async (tx) => {
          await deleteMessages(tx, input.replaces ?? []);
          await insertMessage(tx, answer);
        });
      } else if (text.length > 0 && input.saveAnswer && !outcome.failed) {
        await input.saveAnswer(text);
      } else if (text.length === 0 && outcome.failed) {
        await refundQuery(db, userId);
      }
      await insertQueryLog(db, {
        assistantId,
        userId,
        day,
        inputTokens: outcome.inputTokens,
        outputTokens: outcome.outputTokens,
        failed: outcome.failed,
      });
    })().catch((error: unknown) => context.log.error({ err: error }, "storing a chat answer failed"));
    return settled;
  };

  const stream = createUIMessageStream<UIMessage<TChatMessageMetadata>>({
    execute: async ({ writer }) => {
      const watchdog = startWatchdog(context.config.AI_STALL_TIMEOUT_MS, context.config.AI_TOTAL_TIMEOUT_MS);
      const result = streamText({
        model,
        system,
        messages,
        temperature,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, watchdog.signal, writesFailed.signal]),
        onChunk: ({ chunk }) => {
          watchdog.feed();
          if (chunk.type === "text-delta") text += chunk.text;
        },
        onFinish: ({ totalUsage }) =>
          settle({ failed: false, inputTokens: totalUsage.inputTokens, outputTokens: totalUsage.outputTokens }),
        onAbort: () => settle({ failed: true }),
        onError: ({ error }) => {
          // The provider's text stays in our log; the browser gets `provider_error`.
          context.log.warn({ source: label, reason: describeFailure(error) }, "AI provider failed");
          return settle({ failed: true });
        },
      });
      writer.merge(
        result.toUIMessageStream({
          sendReasoning: false,
          messageMetadata: ({ part }) =>
            part.type === "start" && conversationId ? { conversationId, userMessageId } : undefined,
          onError: errorTextOf,
        }),
      );
      await result.consumeStream();
      watchdog.stop();
      await settled;
      if (writesFailed.signal.aborted) {
        writer.write({ type: "error", errorText: INTERNAL_ERROR_TEXT });
      } else if (watchdog.signal.aborted && !signal.aborted) {
        // A provider silent before its first token ends as an abort, which writes no error chunk.
        context.log.warn({ source: label }, "AI provider timed out");
        writer.write({ type: "error", errorText: PROVIDER_ERROR_TEXT });
      }
    },
    onError: errorTextOf,
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
 * talks longer than `totalMs` in all (30 s and 120 s by default).
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

/**
 * The code the browser sees for a provider failure. Only a refusal for lack of credit on the
 * installation's account is told apart (`insufficient_credits`): the user cannot fix it, an
 * administrator can. Everything else is `provider_error`; the provider's own text stays here.
 */
export function errorTextOf(error: unknown): string {
  if (APICallError.isInstance(error)) {
    const body = error.responseBody ?? "";
    if (error.statusCode === 402 || /insufficient_quota|insufficient_credits|insufficient_balance/i.test(body))
      return INSUFFICIENT_CREDITS_TEXT;
  }
  return PROVIDER_ERROR_TEXT;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return "unknown error";
}
