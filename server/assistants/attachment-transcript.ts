import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { TranscriptionProviderError } from "../transcription/client";
import { transcriptionProviderOf } from "../transcription/config";
import { UnreadableMediaError } from "../transcription/media";
import { transcribeRecording } from "../transcription/transcribe-recording";

/** A chat turn waits for no more than this; a 20 MB attachment is far shorter to hear. */
const ATTACHMENT_TRANSCRIPTION_TIMEOUT_MS = 5 * 60 * 1000;

const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "video/mp4": "mp4",
  "video/webm": "webm",
};

/**
 * The transcript of an uploaded audio or video attachment, heard now (at upload) with the
 * installation's transcription model, so each chat turn only reads the stored text. Refusals
 * are `upload_error`s the picker can name: 503 `transcription_not_configured`, 422
 * `unreadable_media`, 502 `transcription_failed`.
 */
export async function transcribeAttachment(
  context: AppContext,
  media: { bytes: Buffer; contentType: string },
): Promise<{ text: string; durationSeconds: number }> {
  const provider = transcriptionProviderOf(context.config);
  if (!provider) throw transcriptionNotConfigured();
  const workDir = await mkdtemp(path.join(tmpdir(), "chat-attachment-"));
  try {
    const file = path.join(workDir, `media.${EXTENSIONS[media.contentType] ?? "bin"}`);
    await writeFile(file, media.bytes);
    const result = await transcribeRecording(
      { path: file, contentType: media.contentType },
      {
        provider,
        language: undefined,
        workDir,
        maxRequestBytes: context.config.AI_TRANSCRIPTION_MAX_BYTES,
        signal: AbortSignal.timeout(ATTACHMENT_TRANSCRIPTION_TIMEOUT_MS),
      },
    );
    return { text: result.text, durationSeconds: result.durationSeconds };
  } catch (error) {
    if (error instanceof UnreadableMediaError)
      throw refusal(422, "unreadable_media", "The audio or video could not be read");
    if (error instanceof TranscriptionProviderError || isTimeout(error)) {
      context.log.warn({ err: error }, "chat attachment transcription failed");
      throw refusal(502, "transcription_failed", "The transcription service failed; try again later");
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export function transcriptionNotConfigured(): AppError {
  return refusal(
    503,
    "transcription_not_configured",
    "Audio and video need a transcription model, not configured here",
  );
}

function refusal(status: number, reason: string, message: string): AppError {
  return new AppError(status, "upload_error", message, { reason });
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}
