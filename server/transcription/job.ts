import { z } from "zod";
import {
  TRANSCRIPTION_LANGUAGES,
  ZTranscriptionResultSchema,
  type TTranscriptionResult,
} from "../../contracts/transcription";
import type { JobDownload } from "../jobs/downloads";
import { hearJobRecording } from "../jobs/hear-job-recording";
import { defineJobKind } from "../jobs/registry";
import { toPlainText, toSrt, toVtt } from "./exports";

/**
 * A recording's transcription with segment times. One query was spent when it was queued; the
 * rest of its price (one per started ten minutes of decoded sound) is paid once it is decoded,
 * before the provider hears anything.
 */
export const transcriptionJob = defineJobKind({
  kind: "transcription",
  deadlineMinutes: 60,
  input: z.object({ language: z.enum(TRANSCRIPTION_LANGUAGES) }),
  result: ZTranscriptionResultSchema,
  async run(job, ctx) {
    const language = job.input.language === "auto" ? undefined : job.input.language;
    return hearJobRecording(ctx, { key: job.fileKeys[0], language }, { extraQueries: 0, from: 0.05, to: 0.95 });
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

/** The files a finished job offers (listed in the app's job table). */
export const transcriptionDownloads: JobDownload[] = [
  {
    kind: transcriptionJob.kind,
    name: "transcript.txt",
    contentType: "text/plain; charset=utf-8",
    render: (result) => toPlainText(asResult(result)),
    downloadName: named("txt"),
  },
  {
    kind: transcriptionJob.kind,
    name: "subtitles.srt",
    contentType: "application/x-subrip; charset=utf-8",
    render: (result) => toSrt(asResult(result)),
    downloadName: named("srt"),
  },
  {
    kind: transcriptionJob.kind,
    name: "subtitles.vtt",
    contentType: "text/vtt; charset=utf-8",
    render: (result) => toVtt(asResult(result)),
    downloadName: named("vtt"),
  },
];
