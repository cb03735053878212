import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { TTranscriptionResult, TranscriptSegment } from "../../contracts/transcription";
import { cutDecodedAudio, decodeAudio, DECODED_BYTES_PER_SECOND } from "../ingest/media/decode-audio";
import { findDecoder } from "../ingest/media/decoder";
import { sniffMediaFormat } from "../ingest/media/media-format";
import { toStorableText } from "../ingest/text-builder";
import { DECODED_SLACK_SECONDS } from "./meter";
import type { TranscriptionProvider } from "./speech-provider";
import { transcribeFile, type PieceTranscript } from "./speech-request";

/** Longest piece sent in one request when a recording must be cut (ten minutes). */
const MAX_PIECE_SECONDS = 600;
/** Cutting a piece copies its frames: a fraction of a second. */
const CUT_TIME_MS = 60_000;

/** The recording cannot be heard: not an allowed container, no sound, or not decodable. */
export class UnreadableMediaError extends Error {}
/** The recording is longer than the service takes. */
export class RecordingTooLongError extends Error {}

export interface HearRequest {
  provider: TranscriptionProvider;
  /** FFMPEG_PATH, when the installation names one. */
  decoderPath?: string;
  /** A local copy of the member's file. */
  file: string;
  /** An ISO code, or undefined to let the model hear the language. */
  language: string | undefined;
  /** Where the decoded audio and its pieces are written. */
  workDir: string;
  /** The provider's per-request limit (AI_TRANSCRIPTION_MAX_BYTES). */
  maxRequestBytes: number;
  /** Recordings longer than this are refused (RecordingTooLongError) before anything is paid. */
  maxSeconds: number;
  /** Decoding's wall time. */
  decodeTimeMs: number;
  signal: AbortSignal;
  /**
   * Pays for the recording's decoded length, before the provider hears anything (the meter's
   * rule: one query per started ten minutes); throws to refuse.
   */
  pay: (decodedSeconds: number) => Promise<void>;
  /** Real progress through the phases, 0–1 of this transcription. */
  onProgress?: (fraction: number, phase: string) => Promise<void>;
  /** A piece came back transcribed: the provider has produced something. */
  onOutput?: () => void;
}

/**
 * Speech to text, the façade's one way to hear a member's recording. Its container is judged
 * from its bytes against the allowlist and ffmpeg is told it (ingest/media); its first sound
 * track is decoded to the platform's own small MP3, whose length is what is paid for; only that
 * decoded audio reaches the provider, in one request when it fits, else in pieces of at most ten
 * minutes whose segment times are shifted back to the recording's.
 */
export async function hearRecording(request: HearRequest): Promise<TTranscriptionResult> {
  const { signal, workDir } = request;
  const format = await sniffMediaFormat(request.file);
  if (!format) throw new UnreadableMediaError("not an allowed container");
  const decoderPath = findDecoder(request.decoderPath).path;
  const decoded = path.join(workDir, "decoded.mp3");
  const decoding = await decodeAudio(request.file, decoded, {
    decoderPath,
    format,
    maxSeconds: request.maxSeconds,
    timeMs: request.decodeTimeMs,
    signal,
  });
  if ("refusal" in decoding) {
    if (decoding.refusal === "too_long") throw new RecordingTooLongError("longer than the service takes");
    throw new UnreadableMediaError(`decoding: ${decoding.refusal}`);
  }
  const seconds = decoding.seconds;
  await request.onProgress?.(0.15, "decoded");
  await request.pay(seconds);

  const pieces = (await stat(decoded)).size <= request.maxRequestBytes ? [0] : pieceStarts(seconds, request);
  const pieceSeconds = pieces.length > 1 ? (pieces[1] ?? 0) - (pieces[0] ?? 0) : seconds;
  const lastStart = pieces.at(-1) ?? 0;
  const transcripts: { start: number; transcript: PieceTranscript }[] = [];
  for (const [index, start] of pieces.entries()) {
    let piece = decoded;
    if (pieces.length > 1) {
      piece = path.join(workDir, `piece-${index}.mp3`);
      const length = start === lastStart ? seconds - start + 1 : pieceSeconds;
      await cutDecodedAudio(decoded, piece, { start, seconds: length }, { decoderPath, timeMs: CUT_TIME_MS, signal });
    }
    const transcript = await transcribeFile(
      request.provider,
      { path: piece, contentType: "audio/mpeg" },
      request.language,
      signal,
    );
    request.onOutput?.();
    transcripts.push({ start, transcript });
    if (piece !== decoded) await rm(piece, { force: true });
    await request.onProgress?.(0.2 + (0.8 * (index + 1)) / pieces.length, "transcribed");
  }
  return stitch(transcripts, seconds, request.language);
}

/**
 * Starts of equal pieces that each fit in one request (decoded audio: 8,000 bytes a second); the
 * last runs to the end, so the encoder's last fraction of a second is no piece of its own.
 */
function pieceStarts(seconds: number, { maxRequestBytes }: HearRequest): number[] {
  // A tenth of margin for the MP3 frames and headers.
  const fitting = Math.floor((maxRequestBytes * 0.9) / DECODED_BYTES_PER_SECOND);
  const pieceSeconds = Math.max(1, Math.min(MAX_PIECE_SECONDS, fitting));
  const count = Math.max(1, Math.ceil((seconds - DECODED_SLACK_SECONDS) / pieceSeconds));
  return Array.from({ length: count }, (_, index) => index * pieceSeconds);
}

function stitch(
  pieces: { start: number; transcript: PieceTranscript }[],
  durationSeconds: number,
  language: string | undefined,
): TTranscriptionResult {
  const segments: TranscriptSegment[] = pieces.flatMap(({ start, transcript }) =>
    transcript.segments.map((segment) => ({
      start: round(start + segment.start),
      end: round(Math.min(start + segment.end, durationSeconds)),
      text: toStorableText(segment.text),
    })),
  );
  return {
    text: toStorableText(
      pieces
        .map(({ transcript }) => transcript.text)
        .filter(Boolean)
        .join(" "),
    ),
    language: language ?? languageCode(pieces[0]?.transcript.language),
    durationSeconds: round(durationSeconds),
    segments,
  };
}

/** OpenAI answers the heard language by name ("spanish"); others by code. */
const LANGUAGE_NAMES: Record<string, string> = { spanish: "es", catalan: "ca", english: "en" };

function languageCode(heard: string | undefined): string {
  if (!heard) return "und";
  const lower = toStorableText(heard).toLowerCase().slice(0, 20);
  return LANGUAGE_NAMES[lower] ?? lower;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
