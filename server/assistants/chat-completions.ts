import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ModelMessage, UIMessageChunk } from "ai";
import {
  V1_MAX_TOTAL_CHARACTERS,
  type TV1ChatCompletion,
  type TV1ChatCompletionRequest,
  type TV1ChatMessage,
  type TV1ModelList,
} from "../../contracts/integrations";
import { isTier } from "../../contracts/tiers";
import { mayUse, type AccessCaller } from "../access/policy";
import { askOnce, streamAnswer, type AiRequest } from "../ai/ask";
import { listPortfolio, readPublishedAssistant } from "./service";
import type { AssistantRow } from "./store";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../core/errors";

/** Who the models belong to, as OpenAI's list says `owned_by`. */
const OWNER = "plataforma";

/** GET /api/v1/models: exactly the published assistants the caller may use, by slug. */
export async function listModels(context: AppContext, caller: AccessCaller): Promise<TV1ModelList> {
  const assistants = await listPortfolio(context);
  return {
    object: "list",
    data: assistants
      .filter((assistant) => mayUse(caller, { kind: "assistant", requiredTier: assistant.requiredTier }))
      .map((assistant) => ({ id: assistant.slug, object: "model" as const, owned_by: OWNER })),
  };
}

/** The assistant a model name stands for; an unknown one and one the caller may not use are alike (404). */
async function findUsableAssistant(context: AppContext, caller: AccessCaller, slug: string): Promise<AssistantRow> {
  const modelNotFound = new AppError(404, "model_not_found", `The model '${slug.slice(0, 100)}' does not exist`);
  const assistant = await readPublishedAssistant(context, slug).catch(() => undefined);
  if (!assistant) throw modelNotFound;
  const requiredTier = isTier(assistant.requiredTier) ? assistant.requiredTier : "enterprise";
  if (!mayUse(caller, { kind: "assistant", requiredTier })) throw modelNotFound;
  return assistant;
}

/**
 * The client's messages, checked before anything is looked up or spent: their system or
 * developer messages (instructions that follow the assistant's hidden prompt in the one system
 * text), and the user and assistant turns, with at least one user message with text.
 */
function readConversation(messages: TV1ChatMessage[]): { instructions: string[]; turns: ModelMessage[] } {
  const texts = messages.map((message) => ({ role: message.role, text: textOf(message.content) }));
  const total = texts.reduce((sum, message) => sum + message.text.length, 0);
  if (total > V1_MAX_TOTAL_CHARACTERS) {
    throw badRequest(`The messages hold at most ${V1_MAX_TOTAL_CHARACTERS} characters together`);
  }
  if (!texts.some((message) => message.role === "user" && message.text.trim().length > 0)) {
    throw badRequest("At least one user message with text is required");
  }
  const instructions = texts.filter((message) => message.role === "system" || message.role === "developer");
  const turns: ModelMessage[] = [];
  for (const { role, text } of texts) {
    if (text.length === 0) continue;
    if (role === "assistant") turns.push({ role: "assistant", content: text });
    if (role === "user") turns.push({ role: "user", content: text });
  }
  return { instructions: instructions.map((message) => message.text), turns };
}

function textOf(content: TV1ChatMessage["content"]): string {
  if (content === null) return "";
  return typeof content === "string" ? content : content.map((part) => part.text).join("\n");
}

interface CompletionInput {
  context: AppContext;
  caller: AccessCaller;
  request: TV1ChatCompletionRequest;
  /** Aborted when the client goes away: the provider call stops, the query stays spent. */
  signal: AbortSignal;
}

/**
 * One chat completion by an assistant, through the AI façade: its prompt, model and
 * temperature, one daily query of the caller's plan (429 `daily_quota_reached`), the burst
 * limit, the watchdog, the usage log credited to the assistant. Checks come before anything is spent.
 */
async function prepareCompletion({ context, caller, request, signal }: CompletionInput) {
  const { instructions, turns } = readConversation(request.messages);
  const assistant = await findUsableAssistant(context, caller, request.model);
  const ai: AiRequest = {
    context,
    caller: caller.user,
    quota: { tier: caller.tier },
    label: `api:${assistant.slug}`,
    assistantId: assistant.id,
    signal,
    prompt: {
      // The assistant's hidden prompt first; it is sent to the model only, never answered.
      system: [assistant.systemPrompt, ...instructions].join("\n\n"),
      temperature: assistant.temperature,
      model: assistant.model,
      messages: turns,
    },
  };
  return {
    ai,
    meta: { id: `chatcmpl-${randomUUID()}`, created: Math.floor(Date.now() / 1000), model: assistant.slug },
  };
}

export async function completeChat(input: CompletionInput): Promise<TV1ChatCompletion> {
  const { ai, meta } = await prepareCompletion(input);
  const content = await askOnce(ai);
  return {
    ...meta,
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
  };
}

/**
 * The answer as OpenAI's server-sent events: `chat.completion.chunk` objects (the role first,
 * then the text as it comes, then `finish_reason: "stop"`), ending with `data: [DONE]`. Every
 * refusal is thrown before the first byte (a JSON error); a provider failure during the stream
 * is an `error` event, never the provider's own text.
 */
export async function streamChat(input: CompletionInput): Promise<Readable> {
  const { ai, meta } = await prepareCompletion(input);
  const answer = await streamAnswer({ ...ai, signal: input.signal });
  return Readable.from(toOpenAiEvents(answer, meta));
}

async function* toOpenAiEvents(
  answer: ReadableStream<UIMessageChunk>,
  meta: { id: string; created: number; model: string },
): AsyncGenerator<string> {
  const chunk = (delta: Record<string, string>, finishReason: "stop" | null) =>
    event({ ...meta, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finishReason }] });
  yield chunk({ role: "assistant", content: "" }, null);
  const reader = answer.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const part = read.value;
    if (part.type === "text-delta" && part.delta.length > 0) yield chunk({ content: part.delta }, null);
    if (part.type === "error") {
      yield event({ error: { message: part.errorText, type: "server_error", code: "provider_error", param: null } });
      await reader.cancel();
      return;
    }
  }
  yield chunk({}, "stop");
  yield "data: [DONE]\n\n";
}

function event(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}
