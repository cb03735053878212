import { Output, streamText } from "ai";
import { z } from "zod";
import { AppError } from "../core/errors";
import { toStorableText } from "../ingest/text-builder";
import { settleQuery, type CallEnding, type ModelCall } from "./model-call";
import { describeFailure } from "./provider-errors";
import { startWatchdog } from "./watchdog";

/** Asks the model and waits for the whole answer; 502 `provider_error` when there is none. */
export async function answerOnce(call: ModelCall): Promise<string> {
  return runToEnd(call);
}

/**
 * Asks the model for a JSON object (the provider's JSON mode, with the schema spelled out in the
 * system prompt: OpenAI-compatible servers differ in how they take a schema, all take this) and
 * validates it against `schema`; anything else is 502 `provider_error`.
 */
export async function answerWithObject<T>(call: ModelCall, schema: z.ZodType<T>): Promise<T> {
  const system = `${call.system}\n\nResponde solo con un objeto JSON válido, sin texto antes ni después, que cumpla este esquema JSON:\n${JSON.stringify(z.toJSONSchema(schema))}`;
  const text = await runToEnd({ ...call, system }, Output.json());
  const parsed = schema.safeParse(withStorableStrings(parseJson(text)));
  if (parsed.success) return parsed.data;
  call.context.log.warn({ source: call.label }, "AI answer is not the object asked for");
  throw providerError();
}

/** The answer's JSON, also when the model wrapped it in a Markdown code block; undefined when it is none. */
function parseJson(text: string): unknown {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(text);
  try {
    return JSON.parse(fenced?.[1] ?? text);
  } catch {
    return undefined;
  }
}

/**
 * Runs one model call to its end under the watchdog, settles the query (logged; given back when
 * the provider failed before producing anything, never when the caller went away) and throws
 * 502 `provider_error` unless the model finished with some text, which it returns trimmed.
 * `output` only asks the provider for a format (JSON mode).
 */
async function runToEnd(call: ModelCall, output?: Output.Output): Promise<string> {
  const { context, label, signal } = call;
  const startedAt = new Date();
  const watchdog = startWatchdog(context.config.AI_STALL_TIMEOUT_MS, context.config.AI_TOTAL_TIMEOUT_MS);
  let text = "";
  let usage: { inputTokens?: number; outputTokens?: number } | undefined;
  let failure: unknown;
  const result = streamText({
    model: call.model,
    system: call.system,
    messages: call.messages,
    temperature: call.temperature,
    maxOutputTokens: call.maxOutputTokens,
    maxRetries: 0,
    output,
    abortSignal: AbortSignal.any([signal, watchdog.signal]),
    onChunk: ({ chunk }) => {
      watchdog.feed();
      if (chunk.type === "text-delta") text += chunk.text;
    },
    onFinish: ({ totalUsage }) => {
      usage = totalUsage;
    },
    onError: ({ error }) => {
      failure = error;
    },
  });
  await result.consumeStream();
  watchdog.stop();
  await call.committed;
  const ending: CallEnding =
    usage && !failure && text.trim().length > 0 ? "finished" : signal.aborted ? "caller_gone" : "provider_failed";
  // An empty answer is no answer: it counts as the provider's failure and is given back.
  await settleQuery(call, { ending, text: text.trim(), ...usage }, startedAt);
  if (ending !== "finished") {
    const reason = failure ? describeFailure(failure) : watchdog.signal.aborted ? "timed out" : "empty answer";
    context.log.warn({ source: label, reason }, "AI provider failed");
    throw providerError();
  }
  // A NUL or half a surrogate pair in the answer is the model's noise, not a failure.
  return toStorableText(text.trim());
}

/** Every string of a parsed answer storable (a JSON `\\u0000` escape decodes to a NUL jsonb refuses). */
function withStorableStrings(value: unknown): unknown {
  if (typeof value === "string") return toStorableText(value);
  if (Array.isArray(value)) return value.map(withStorableStrings);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withStorableStrings(item)]));
  }
  return value;
}

function providerError(): AppError {
  return new AppError(502, "provider_error", "The AI provider did not answer");
}
