import path from "node:path";
import { z } from "zod";
import { MEETING_TITLE_MAX, MEETING_TRANSCRIPT_MAX, ZMeetingResult } from "../../contracts/meetings";
import { TRANSCRIPTION_LANGUAGES } from "../../contracts/transcription";
import { AppError } from "../core/errors";
import { contentTypeOfKey } from "../files/content-type";
import { TranscriptionProviderError } from "../transcription/client";
import { requireTranscriptionProvider } from "../transcription/config";
import { queriesForSeconds } from "../transcription/job";
import { UnreadableMediaError } from "../transcription/media";
import { transcribeRecording } from "../transcription/transcribe-recording";
import { registerJobDownload } from "../service-jobs/downloads";
import { actionsIcs, hasDatedActionItems } from "./exports/actions-ics";
import { exportTexts } from "../service-jobs/exports/export-texts";
import { minutesMarkdown } from "./exports/minutes-markdown";
import { minutesPdf } from "./exports/minutes-pdf";
import { defineJobKind, JobFailure, type JobContext } from "../service-jobs/registry";
import { draftMinutes } from "./minutes";

export const ZMeetingJobInput = z.object({
  title: z.string().max(MEETING_TITLE_MAX).optional(),
  /** A pasted transcript; absent when the job transcribes its recording first. */
  transcript: z.string().max(MEETING_TRANSCRIPT_MAX).optional(),
  /** The day the minutes were asked for (YYYY-MM-DD, Madrid): relative dates count from it. */
  meetingDay: z.string(),
  /** The recording's language, when it is transcribed first. */
  language: z.enum(TRANSCRIPTION_LANGUAGES).optional(),
});
export type TMeetingJobInput = z.infer<typeof ZMeetingJobInput>;

/**
 * Meeting minutes from a transcript, or from a recording transcribed first. The minutes cost one
 * query, spent when the job is queued; a recording adds the transcription's price (one query per
 * started ten minutes), spent once its length is known, before the provider hears anything.
 */
export const meetingJob = defineJobKind({
  kind: "meeting",
  input: ZMeetingJobInput,
  result: ZMeetingResult,
  async run(job, ctx) {
    await ctx.progress(0.05, "stored");
    const transcript = job.input.transcript ?? (await transcribe(job.fileKeys[0], job.input.language, ctx));
    await ctx.progress(0.75, "structuring");
    const minutes = await draftMinutes(ctx.ai.askForObject, {
      title: job.input.title,
      transcript,
      meetingDay: job.input.meetingDay,
    });
    await ctx.progress(0.95, "structured");
    return minutes;
  },
});

/** The recording's text, through the transcription service's own steps (progress 0.05–0.7). */
async function transcribe(key: string | undefined, language: TMeetingJobInput["language"], ctx: JobContext) {
  if (!key) throw new JobFailure("unreadable_file");
  const provider = requireTranscriptionProvider(ctx.context.config);
  const file = await ctx.downloadUpload(key, path.basename(key));
  try {
    const transcription = await transcribeRecording(
      { path: file, contentType: contentTypeOfKey(key) },
      {
        provider,
        language: !language || language === "auto" ? undefined : language,
        workDir: ctx.tempDir,
        maxRequestBytes: ctx.context.config.AI_TRANSCRIPTION_MAX_BYTES,
        signal: ctx.signal,
        onDuration: (seconds) => ctx.spendMoreQueries(queriesForSeconds(seconds)),
        onProgress: (fraction, phase) => ctx.progress(0.05 + fraction * 0.65, phase),
        onOutput: ctx.noteProviderOutput,
      },
    );
    const text = transcription.text.trim().slice(0, MEETING_TRANSCRIPT_MAX);
    if (!text) throw new JobFailure("unreadable_file");
    return text;
  } catch (error) {
    if (error instanceof UnreadableMediaError) throw new JobFailure("unreadable_file");
    if (error instanceof TranscriptionProviderError) throw new JobFailure(error.code);
    throw error;
  }
}

const minutesOf = (result: unknown) => ZMeetingResult.parse(result);

registerJobDownload({
  kind: meetingJob.kind,
  name: "minutes.md",
  contentType: "text/markdown; charset=utf-8",
  render: (result, job) => minutesMarkdown(minutesOf(result), exportTexts(job.language)),
});
registerJobDownload({
  kind: meetingJob.kind,
  name: "minutes.pdf",
  contentType: "application/pdf",
  render: (result, job) => minutesPdf(minutesOf(result), exportTexts(job.language), job.language),
});
registerJobDownload({
  kind: meetingJob.kind,
  name: "actions.ics",
  contentType: "text/calendar; charset=utf-8",
  render: (result, job) => {
    const minutes = minutesOf(result);
    if (!hasDatedActionItems(minutes)) {
      throw new AppError(404, "no_dated_action_items", "No action item of this meeting has a due date");
    }
    return actionsIcs(minutes, {
      jobId: job.id,
      host: new URL(job.siteOrigin).hostname,
      now: new Date(),
      texts: exportTexts(job.language),
    });
  },
});
