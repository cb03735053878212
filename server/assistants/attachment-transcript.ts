import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { RECORDING_MAX_MINUTES } from "../../contracts/transcription";
import type { Tier } from "../../contracts/tiers";
import { hearRecording, RecordingTooLongError, UnreadableMediaError } from "../ai/hear-recording";
import { queriesForAudio, refundQueries, spendQueries } from "../ai/meter";
import { transcriptionProviderOf } from "../ai/speech-provider";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { makeWorkDir } from "../ingest/work-dirs";

/** A chat's upload waits for no more than this; a 20 MB attachment is far shorter to hear. */
const ATTACHMENT_TRANSCRIPTION_TIMEOUT_MS = 5 * 60 * 1000;
const DECODE_TIME_MS = 2 * 60 * 1000;

export interface AttachedMedia {
  bytes: Buffer;
  userId: string;
  /** The plan whose daily queries pay for hearing it. */
  quotaTier: Tier;
}

/**
 * The transcript of an uploaded audio or video attachment, heard now (at upload) through the AI
 * façade, so each chat turn only reads the stored text. Hearing it costs what a recording sent
 * to the transcription service costs: one daily query per started ten minutes of decoded sound,
 * spent through the meter before the provider hears anything (429 `daily_quota_reached` when the
 * member has not that many left) and given back only when the provider produced nothing. Other
 * refusals are `upload_error`s the picker names: 503 `transcription_not_configured`, 422
 * `unreadable_media`, 413 `recording_too_long`, 502 `transcription_failed`.
 */
export async function transcribeAttachment(
  context: AppContext,
  media: AttachedMedia,
): Promise<{ text: string; durationSeconds: number }> {
  const provider = transcriptionProviderOf(context.config);
  if (!provider) throw transcriptionNotConfigured();
  const { db } = context.database;
  const workDir = await makeWorkDir("chat-attachment");
  let paid: { day: string; count: number } | undefined;
  let isHeard = false;
  try {
    const file = path.join(workDir, "attachment");
    await writeFile(file, media.bytes, { mode: 0o600 });
    const result = await hearRecording({
      provider,
      decoderPath: context.config.FFMPEG_PATH,
      file,
      language: undefined,
      workDir,
      maxRequestBytes: context.config.AI_TRANSCRIPTION_MAX_BYTES,
      maxSeconds: RECORDING_MAX_MINUTES * 60,
      decodeTimeMs: DECODE_TIME_MS,
      signal: AbortSignal.timeout(ATTACHMENT_TRANSCRIPTION_TIMEOUT_MS),
      pay: async (seconds) => {
        const count = queriesForAudio(seconds);
        paid = { day: await spendQueries(db, { userId: media.userId, tier: media.quotaTier, count }), count };
      },
      onOutput: () => {
        isHeard = true;
      },
    });
    return { text: result.text, durationSeconds: result.durationSeconds };
  } catch (error) {
    if (paid && !isHeard) await refundQueries(db, { userId: media.userId, ...paid });
    throw refusalOf(context, error);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function refusalOf(context: AppContext, error: unknown): unknown {
  if (error instanceof UnreadableMediaError) {
    return refusal(422, "unreadable_media", "The audio or video could not be read");
  }
  if (error instanceof RecordingTooLongError) {
    return refusal(413, "recording_too_long", `Recordings are limited to ${RECORDING_MAX_MINUTES} minutes`);
  }
  if (error instanceof AppError && error.code === "daily_quota_reached") return error;
  if (error instanceof AppError || isTimeout(error)) {
    context.log.warn({ err: error }, "chat attachment transcription failed");
    return refusal(502, "transcription_failed", "The transcription service failed; try again later");
  }
  return error;
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
