import { stat, rm } from "node:fs/promises";
import path from "node:path";
import type { TTranscriptionResult, TranscriptSegment } from "../../contracts/transcription";
import { transcribeFile, type PieceTranscript } from "./client";
import type { TranscriptionProvider } from "./config";
import { cutPiece, extractAudio, measureDuration, PIECE_BYTES_PER_SECOND } from "./media";

/** Longest piece sent in one request when a recording must be cut (ten minutes). */
const MAX_PIECE_SECONDS = 600;

export interface Recording {
  /** A local file (a job's temporary copy of the upload); its extension names its format. */
  path: string;
  contentType: string;
}

export interface TranscribeOptions {
  provider: TranscriptionProvider;
  /** An ISO code, or undefined to let the model hear the language. */
  language: string | undefined;
  /** Where extracted and cut pieces are written. */
  workDir: string;
  /** The provider's per-request limit (PROVIDER_MAX_BYTES unless configured). */
  maxRequestBytes: number;
  signal: AbortSignal;
  /** Told the length before anything is sent (a job spends its queries here). */
  onDuration?: (seconds: number) => Promise<void>;
  /** Real progress through the phases, 0–1 of this transcription. */
  onProgress?: (fraction: number, phase: string) => Promise<void>;
  /** A piece came back transcribed: the provider has produced something. */
  onOutput?: () => void;
}

/**
 * Transcribes a recording of any length: an audio file within the provider's limit goes as it
 * is, in one request; a video, or audio past the limit, has its sound extracted first (mono MP3,
 * small); if that is still too big it is cut into pieces of at most ten minutes, each sent on its
 * own and its segment times shifted by the piece's start, so subtitles follow the recording.
 */
export async function transcribeRecording(
  recording: Recording,
  options: TranscribeOptions,
): Promise<TTranscriptionResult> {
  const { signal } = options;
  const durationSeconds = await measureDuration(recording.path, signal);
  await options.onDuration?.(durationSeconds);
  await options.onProgress?.(0.1, "measured");

  let source = recording;
  const sendsAsItIs =
    recording.contentType.startsWith("audio/") && (await stat(recording.path)).size <= options.maxRequestBytes;
  if (!sendsAsItIs) {
    const extracted = path.join(options.workDir, "audio.mp3");
    await extractAudio(recording.path, extracted, signal);
    source = { path: extracted, contentType: "audio/mpeg" };
    await options.onProgress?.(0.2, "extracted");
  }

  const pieces =
    (await stat(source.path)).size <= options.maxRequestBytes ? [0] : pieceStarts(durationSeconds, options);
  const pieceSeconds = pieces.length > 1 ? (pieces[1] ?? 0) - (pieces[0] ?? 0) : durationSeconds;
  const transcripts: { start: number; transcript: PieceTranscript }[] = [];
  for (const [index, start] of pieces.entries()) {
    let piece = source;
    if (pieces.length > 1) {
      piece = { path: path.join(options.workDir, `piece-${index}.mp3`), contentType: "audio/mpeg" };
      await cutPiece(source.path, piece.path, start, pieceSeconds, signal);
    }
    const transcript = await transcribeFile(options.provider, piece, options.language, signal);
    options.onOutput?.();
    transcripts.push({ start, transcript });
    if (piece !== source) await rm(piece.path, { force: true });
    await options.onProgress?.(0.2 + (0.8 * (index + 1)) / pieces.length, "transcribed");
  }
  return stitch(transcripts, durationSeconds, options.language);
}

/** Starts of equal pieces that each fit in one request (mono 64 kbit/s MP3: 8,000 bytes a second). */
function pieceStarts(durationSeconds: number, { maxRequestBytes }: TranscribeOptions): number[] {
  // A tenth of margin for the MP3 frames and headers.
  const fitting = Math.floor((maxRequestBytes * 0.9) / PIECE_BYTES_PER_SECOND);
  const seconds = Math.max(1, Math.min(MAX_PIECE_SECONDS, fitting));
  const count = Math.max(1, Math.ceil(durationSeconds / seconds));
  return Array.from({ length: count }, (_, index) => index * seconds);
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
      text: segment.text,
    })),
  );
  return {
    text: pieces
      .map(({ transcript }) => transcript.text)
      .filter(Boolean)
      .join(" "),
    language: language ?? languageCode(pieces[0]?.transcript.language),
    durationSeconds: round(durationSeconds),
    segments,
  };
}

/** OpenAI answers the heard language by name ("spanish"); others by code. */
const LANGUAGE_NAMES: Record<string, string> = { spanish: "es", catalan: "ca", english: "en" };

function languageCode(heard: string | undefined): string {
  if (!heard) return "und";
  const lower = heard.toLowerCase();
  return LANGUAGE_NAMES[lower] ?? lower;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
