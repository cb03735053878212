import type { Config } from "../core/config";
import { AppError } from "../core/errors";

export interface TranscriptionProvider {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** The speech-to-text endpoint: its own variables, or the chat provider's base URL and key. */
export function transcriptionProviderOf(config: Config): TranscriptionProvider | undefined {
  const baseUrl = config.AI_TRANSCRIPTION_BASE_URL ?? config.AI_BASE_URL;
  const model = config.AI_TRANSCRIPTION_MODEL;
  if (!baseUrl || !model) return undefined;
  return { baseUrl, apiKey: config.AI_TRANSCRIPTION_API_KEY ?? config.AI_API_KEY, model };
}

export function isTranscriptionConfigured(config: Config): boolean {
  return transcriptionProviderOf(config) !== undefined;
}

/** 503 `transcription_not_configured`: nothing is faked without a model that hears. */
export function requireTranscriptionProvider(config: Config): TranscriptionProvider {
  const provider = transcriptionProviderOf(config);
  if (!provider) {
    throw new AppError(503, "transcription_not_configured", "Transcription is not configured on this installation");
  }
  return provider;
}
