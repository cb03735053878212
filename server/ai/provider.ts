import { createOpenAICompatible, type OpenAICompatibleProvider } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../core/config";
import { AppError } from "../core/errors";

/** One provider client per configuration, built on first use rather than on every chat turn. */
const providers = new WeakMap<Config, OpenAICompatibleProvider>();

/**
 * The chat model behind AI_BASE_URL (OpenAI, Ollama, vLLM, llama.cpp server...). With no
 * provider configured it throws 503 `ai_not_configured`: nothing is faked.
 */
export function createChatModel(config: Config, modelOverride: string | null): LanguageModel {
  const model = modelOverride || config.AI_MODEL;
  if (!config.AI_BASE_URL || !model) {
    throw new AppError(503, "ai_not_configured", "AI is not configured on this installation");
  }
  let provider = providers.get(config);
  if (!provider) {
    provider = createOpenAICompatible({
      name: "ai",
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      includeUsage: true,
    });
    providers.set(config, provider);
  }
  return provider.chatModel(model);
}

export function isAiConfigured(config: Config): boolean {
  return Boolean(config.AI_BASE_URL && config.AI_MODEL);
}
