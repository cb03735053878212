import { RECORDING_MAX_MINUTES, type TTranscriptionResult } from "../../contracts/transcription";
import { hearRecording } from "../ai/hear-recording";
import { queriesForAudio } from "../ai/meter";
import { requireTranscriptionProvider } from "../ai/speech-provider";
import { JobFailure, type JobContext } from "./registry";

/** Decoding a four-hour recording takes a few minutes on one core. */
const DECODE_TIME_MS = 15 * 60 * 1000;

/**
 * A recording's transcript through the AI façade's speech-to-text, within a job: the upload
 * copied to the run's folder, its decoded length paid for (one query per started ten minutes,
 * `extraQueries` on top) before the provider hears anything, progress reported between `from`
 * and `to`.
 */
export async function hearJobRecording(
  ctx: JobContext,
  recording: { key: string | undefined; language: string | undefined },
  { extraQueries, from, to }: { extraQueries: number; from: number; to: number },
): Promise<TTranscriptionResult> {
  if (!recording.key) throw new JobFailure("unreadable_file");
  const { config } = ctx.context;
  const provider = requireTranscriptionProvider(config);
  const file = await ctx.downloadUpload(recording.key, "recording");
  await ctx.progress(from, "stored");
  return hearRecording({
    provider,
    decoderPath: config.FFMPEG_PATH,
    file,
    language: recording.language,
    workDir: ctx.tempDir,
    maxRequestBytes: config.AI_TRANSCRIPTION_MAX_BYTES,
    maxSeconds: RECORDING_MAX_MINUTES * 60,
    decodeTimeMs: DECODE_TIME_MS,
    signal: ctx.signal,
    pay: (seconds) => ctx.payTotal(extraQueries + queriesForAudio(seconds)),
    onProgress: (fraction, phase) => ctx.progress(from + fraction * (to - from), phase),
    onOutput: ctx.noteProviderOutput,
  });
}
