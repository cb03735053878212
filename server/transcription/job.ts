import path from "node:path";
import { z } from "zod";
import {
  MINUTES_PER_QUERY,
  TRANSCRIPTION_LANGUAGES,
  ZTranscriptionResultSchema,
  type TTranscriptionResult,
} from "../../contracts/transcription";
import { contentTypeOfKey } from "../files/content-type";
import { registerJobDownload } from "../service-jobs/downloads";
import { defineJobKind, JobFailure } from "../service-jobs/registry";
import { TranscriptionProviderError } from "./client";
import { requireTranscriptionProvider } from "./config";
import { toPlainText, toSrt, toVtt } from "./exports";
import { UnreadableMediaError } from "./media";
import { transcribeRecording } from "./transcribe-recording";

/** Daily queries a recording costs: one per started ten minutes (at least one). */
export function queriesForSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / (MINUTES_PER_QUERY * 60)));
}

/**
 * A recording's transcription with segment times. One query was spent when it was queued; the
 * rest of its price is spent once its length is known, before the provider hears anything.
 */
export const transcriptionJob = defineJobKind({
  kind: "transcription",
  input: z.object({ language: z.enum(TRANSCRIPTION_LANGUAGES) }),
  result: ZTranscriptionResultSchema,
  async run(job, ctx) {
    const provider = requireTranscriptionProvider(ctx.context.config);
    const key = job.fileKeys[0];
    if (!key) throw new JobFailure("unreadable_file");
    const file = await ctx.downloadUpload(key, path.basename(key));
    await ctx.progress(0.05, "stored");
    try {
      return await transcribeRecording(
        { path: file, contentType: contentTypeOfKey(key) },
        {
          provider,
          language: job.input.language === "auto" ? undefined : job.input.language,
          workDir: ctx.tempDir,
          maxRequestBytes: ctx.context.config.AI_TRANSCRIPTION_MAX_BYTES,
          signal: ctx.signal,
          onDuration: (seconds) => ctx.spendMoreQueries(queriesForSeconds(seconds) - 1),
          onProgress: (fraction, phase) => ctx.progress(0.05 + fraction * 0.9, phase),
          onOutput: ctx.noteProviderOutput,
        },
      );
    } catch (error) {
      if (error instanceof UnreadableMediaError) throw new JobFailure("unreadable_file");
      if (error instanceof TranscriptionProviderError) throw new JobFailure(error.code);
      throw error;
    }
  },
});

/** Download names follow the upload's: "entrevista.mp3" → "entrevista.srt". */
function named(extension: string) {
  return ({ fileNames }: { fileNames: string[] }) => {
    const base = (fileNames[0] ?? "transcripcion").replace(/\.[^.]*$/, "") || "transcripcion";
    return `${base}.${extension}`;
  };
}

const asResult = (result: unknown) => result as TTranscriptionResult;

registerJobDownload({
  kind: transcriptionJob.kind,
  name: "transcript.txt",
  contentType: "text/plain; charset=utf-8",
  render: (result) => toPlainText(asResult(result)),
  downloadName: named("txt"),
});
registerJobDownload({
  kind: transcriptionJob.kind,
  name: "subtitles.srt",
  contentType: "application/x-subrip; charset=utf-8",
  render: (result) => toSrt(asResult(result)),
  downloadName: named("srt"),
});
registerJobDownload({
  kind: transcriptionJob.kind,
  name: "subtitles.vtt",
  contentType: "text/vtt; charset=utf-8",
  render: (result) => toVtt(asResult(result)),
  downloadName: named("vtt"),
});
