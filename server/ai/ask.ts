import type { ModelMessage, UIMessageChunk } from "ai";
import type { z } from "zod";
import type { TChatMessageMetadata } from "../../contracts/assistants";
import type { AppContext } from "../context";
import { answerOnce, answerWithObject } from "./answer-once";
import { streamModelAnswer, type StreamedAnswer } from "./answer-stream";
import { enforceChatRate } from "./chat-rate";
import type { ModelCall } from "./model-call";
import { createChatModel } from "./provider";
import { startSpending, type QuotaRule } from "./spend";

export type { QuotaRule } from "./spend";
export type { StreamedAnswer } from "./answer-stream";

/*
 * The AI façade: every question the server puts to a model goes through `streamAnswer`,
 * `askOnce` or `askForObject`, which run the same steps in the same order:
 *   1. the provider: 503 `ai_not_configured` when the installation has none (nothing spent);
 *   2. the caller's burst limit: 429 `rate_limited`;
 *   3. one of the caller's daily queries at the quota rule's tier: 429 `daily_quota_reached`
 *      (one row lock per user and Madrid day), with the rule's own writes in that transaction;
 *   4. the model, stopped when silent for AI_STALL_TIMEOUT_MS or talking past AI_TOTAL_TIMEOUT_MS;
 *   5. the query logged for the usage report, and given back only when the provider failed
 *      before producing anything (never when the caller went away).
 * Check a user's text first with `checkMessage` (./check-message.ts), before reading anything.
 */

/** Who asks: the id keys the burst limit, the daily quota and the usage log (a `CurrentUser` fits). */
export interface AiCaller {
  id: string;
}

/** What the model is told. */
export interface AiPrompt {
  system: string;
  /**
   * The conversation, ending with the question. A function is called once the checks passed and
   * read while the query is spent; the provider is called once both are done.
   */
  messages: ModelMessage[] | (() => Promise<ModelMessage[]>);
  /** 0.4 unless given. */
  temperature?: number;
  maxOutputTokens?: number;
  /** A model other than AI_MODEL (an assistant's own). */
  model?: string | null;
}

export interface AiRequest {
  context: AppContext;
  caller: AiCaller;
  quota: QuotaRule;
  prompt: AiPrompt;
  /** Names the source in the logs, e.g. `article:<slug>`. */
  label: string;
  /** Credits the query to an assistant in the admin's usage report. */
  assistantId?: string;
  /** Aborted when the caller goes away; the provider call stops, the query stays spent. */
  signal?: AbortSignal;
  /** Told when the model wrote something, even if the answer then fails (a job keeps its queries). */
  onOutput?: () => void;
}

export interface StreamRequest extends AiRequest {
  signal: AbortSignal;
  /** Sent to the browser with the stream's first chunk (a conversation's ids). */
  metadata?: TChatMessageMetadata;
  /**
   * Keeps an answer that has text, once, however the stream ended (`finished` says whether it
   * ended well), after the quota rule's writes committed.
   */
  keepAnswer?: (answer: StreamedAnswer) => Promise<void>;
}

/**
 * Streams the answer as an AI SDK UI message stream (send it with `sendAnswerStream`). Every
 * refusal is thrown before the stream exists, so it reaches the browser as a JSON error; a
 * provider failure during the stream ends it with an `error` chunk (`provider_error`,
 * `insufficient_credits`), never the provider's own text.
 */
export async function streamAnswer(request: StreamRequest): Promise<ReadableStream<UIMessageChunk>> {
  const call = await prepareCall(request);
  return streamModelAnswer({ ...call, metadata: request.metadata, keepAnswer: request.keepAnswer });
}

/** The whole answer as trimmed text; 502 `provider_error` when the provider fails or says nothing. */
export async function askOnce(request: AiRequest): Promise<string> {
  return answerOnce(await prepareCall(request));
}

/**
 * An answer shaped by `schema` (zod), validated before it is returned; 502 `provider_error`
 * when the provider fails or answers something else (the query then stays spent).
 */
export async function askForObject<T>(request: AiRequest & { schema: z.ZodType<T> }): Promise<T> {
  return answerWithObject(await prepareCall(request), request.schema);
}

/** Steps 1 to 3: provider, burst limit, spend. */
async function prepareCall(request: AiRequest): Promise<ModelCall> {
  const { context, caller, quota, prompt } = request;
  const model = createChatModel(context.config, prompt.model ?? null);
  if (!quota.prepaid) await enforceChatRate(context, caller.id);
  const spending = startSpending(context.database.db, caller.id, quota);
  const messages = typeof prompt.messages === "function" ? prompt.messages() : prompt.messages;
  const [ready, spentDay] = await Promise.all([messages, spending.spent]);
  return {
    context,
    userId: caller.id,
    assistantId: request.assistantId ?? null,
    label: request.label,
    model,
    system: prompt.system,
    messages: ready,
    temperature: prompt.temperature ?? 0.4,
    maxOutputTokens: prompt.maxOutputTokens,
    signal: request.signal ?? new AbortController().signal,
    committed: spending.committed,
    spentDay,
    onOutput: request.onOutput,
  };
}
