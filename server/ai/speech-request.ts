import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { TranscriptSegment } from "../../contracts/transcription";
import { AppError } from "../core/errors";
import type { TranscriptionProvider } from "./speech-provider";

/** One piece of up to ten minutes is slow on a CPU-only server; past this it has failed. */
const REQUEST_TIMEOUT_MS = 15 * 60 * 1000;

const ZVerboseTranscription = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.coerce.number().optional(),
  segments: z.array(z.object({ start: z.coerce.number(), end: z.coerce.number(), text: z.string() })).optional(),
});

export interface PieceTranscript {
  text: string;
  language?: string;
  segments: TranscriptSegment[];
}

/** The provider failed or refused; its code is what the member sees. */
export class TranscriptionProviderError extends AppError {
  constructor(code: "provider_error" | "insufficient_credits") {
    super(502, code, "The transcription provider did not answer");
  }
}

/**
 * One OpenAI-style transcription request (a piece of audio the platform decoded itself): multipart `file`, `model`, `response_format=verbose_json`
 * and `timestamp_granularities[]=segment` (OpenAI, Groq, vLLM, LocalAI, speaches all take it),
 * `language` when known. Times are the provider's, relative to the start of this file.
 */
export async function transcribeFile(
  provider: TranscriptionProvider,
  file: { path: string; contentType: string },
  language: string | undefined,
  signal: AbortSignal,
): Promise<PieceTranscript> {
  const form = new FormData();
  const bytes = await readFile(file.path);
  form.append("file", new Blob([bytes], { type: file.contentType }), path.basename(file.path));
  form.append("model", provider.model);
  form.append("response_format", "verbose_json");
  form.append("timestamp_granularities[]", "segment");
  if (language) form.append("language", language);
  let response: Response;
  try {
    response = await fetch(`${provider.baseUrl.replace(/\/$/, "")}/audio/transcriptions`, {
      method: "POST",
      headers: provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {},
      body: form,
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new TranscriptionProviderError("provider_error");
  }
  const body = await response.text().catch(() => "");
  if (!response.ok) {
    const outOfCredit =
      response.status === 402 || /insufficient_quota|insufficient_credits|insufficient_balance/i.test(body);
    throw new TranscriptionProviderError(outOfCredit ? "insufficient_credits" : "provider_error");
  }
  const parsed = ZVerboseTranscription.safeParse(parseJson(body));
  if (!parsed.success) throw new TranscriptionProviderError("provider_error");
  const { text, language: heard, segments } = parsed.data;
  return {
    text: text.trim(),
    language: heard,
    // A provider without segments still gives one: the whole piece.
    segments: (segments ?? [{ start: 0, end: parsed.data.duration ?? 0, text }])
      .map((segment) => ({ start: segment.start, end: segment.end, text: segment.text.trim() }))
      .filter((segment) => segment.text.length > 0),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
