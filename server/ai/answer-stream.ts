import { createUIMessageStream, streamText, type UIMessage, type UIMessageChunk } from "ai";
import type { TChatMessageMetadata } from "../../contracts/assistants";
import { toStorableText } from "../ingest/text-builder";
import { settleQuery, type CallOutcome, type ModelCall } from "./model-call";
import { INTERNAL_ERROR_TEXT, PROVIDER_ERROR_TEXT, describeFailure, errorTextOf } from "./provider-errors";
import { startWatchdog } from "./watchdog";

/** What a streamed answer left: kept by the caller (a conversation turn, a journal entry's feedback). */
export interface StreamedAnswer {
  text: string;
  /** False when the answer stopped early (provider failure, timeout, the caller went away). */
  finished: boolean;
  inputTokens?: number;
  outputTokens?: number;
}

export interface StreamCall extends ModelCall {
  /** Sent to the browser with the stream's first chunk (the conversation's ids). */
  metadata?: TChatMessageMetadata;
  /** Keeps an answer that has text, once, after the spend's writes committed. */
  keepAnswer?: (answer: StreamedAnswer) => Promise<void>;
}

/**
 * Streams the model's answer as an AI SDK UI message stream. However it ends (finished,
 * stopped, failed, timed out) what arrived is handed to `keepAnswer` once, the query is logged,
 * and a query the provider failed to answer at all is given back.
 */
export function streamModelAnswer(call: StreamCall): ReadableStream<UIMessageChunk> {
  const { context, label, signal, metadata } = call;
  const startedAt = new Date();
  const writesFailed = new AbortController();
  const writes = call.committed.catch((error: unknown) => {
    context.log.error({ err: error }, "writing an AI call's records failed");
    writesFailed.abort();
  });
  let text = "";
  let settled: Promise<void> | undefined;
  /** Keeps the answer (or what arrived of it) and settles the query once, however the stream ends. */
  const settle = (outcome: Omit<CallOutcome, "text">) => {
    settled ??= (async () => {
      await writes;
      // The spend was rolled back: no query was spent, nothing is there to answer.
      if (writesFailed.signal.aborted) return;
      const { inputTokens, outputTokens } = outcome;
      if (text.length > 0 && call.keepAnswer) {
        const kept = toStorableText(text);
        await call.keepAnswer({ text: kept, finished: outcome.ending === "finished", inputTokens, outputTokens });
      }
      await settleQuery(call, { ...outcome, text }, startedAt);
    })().catch((error: unknown) => context.log.error({ err: error }, "storing an AI answer failed"));
    return settled;
  };

  const stream = createUIMessageStream<UIMessage<TChatMessageMetadata>>({
    execute: async ({ writer }) => {
      const watchdog = startWatchdog(context.config.AI_STALL_TIMEOUT_MS, context.config.AI_TOTAL_TIMEOUT_MS);
      const result = streamText({
        model: call.model,
        system: call.system,
        messages: call.messages,
        temperature: call.temperature,
        maxOutputTokens: call.maxOutputTokens,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, watchdog.signal, writesFailed.signal]),
        onChunk: ({ chunk }) => {
          watchdog.feed();
          if (chunk.type === "text-delta") text += chunk.text;
        },
        onFinish: ({ totalUsage }) =>
          settle({ ending: "finished", inputTokens: totalUsage.inputTokens, outputTokens: totalUsage.outputTokens }),
        // The caller's own abort (stop, closed connection) is not the provider's failure.
        onAbort: () => settle({ ending: signal.aborted ? "caller_gone" : "provider_failed" }),
        onError: ({ error }) => {
          // The provider's text stays in our log; the browser gets `provider_error`.
          context.log.warn({ source: label, reason: describeFailure(error) }, "AI provider failed");
          return settle({ ending: "provider_failed" });
        },
      });
      writer.merge(
        result.toUIMessageStream({
          sendReasoning: false,
          messageMetadata: ({ part }) => (part.type === "start" ? metadata : undefined),
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
