import { z } from "zod";
import { MEETING_TITLE_MAX, MEETING_TRANSCRIPT_MAX, ZMeetingResult } from "../../contracts/meetings";
import { TRANSCRIPTION_LANGUAGES } from "../../contracts/transcription";
import { AppError } from "../core/errors";
import type { JobDownload } from "../jobs/downloads";
import { hearJobRecording } from "../jobs/hear-job-recording";
import { actionsIcs, hasDatedActionItems } from "./exports/actions-ics";
import { exportTexts } from "../jobs/exports/export-texts";
import { minutesMarkdown } from "./exports/minutes-markdown";
import { minutesPdf } from "./exports/minutes-pdf";
import { defineJobKind, JobFailure } from "../jobs/registry";
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
  deadlineMinutes: 60,
  input: ZMeetingJobInput,
  result: ZMeetingResult,
  async run(job, ctx) {
    await ctx.progress(0.05, "stored");
    const language = !job.input.language || job.input.language === "auto" ? undefined : job.input.language;
    const transcript =
      job.input.transcript ??
      // The minutes' query was spent when queued; the recording's are paid on top of it.
      recordingText(
        await hearJobRecording(ctx, { key: job.fileKeys[0], language }, { extraQueries: 1, from: 0.05, to: 0.7 }),
      );
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

/** A recording's text as the minutes read it; a recording with no words has nothing to minute. */
function recordingText({ text }: { text: string }): string {
  const trimmed = text.trim().slice(0, MEETING_TRANSCRIPT_MAX);
  if (!trimmed) throw new JobFailure("unreadable_file");
  return trimmed;
}

const minutesOf = (result: unknown) => ZMeetingResult.parse(result);

/** The files a finished job offers (listed in the app's job table). */
export const meetingDownloads: JobDownload[] = [
  {
    kind: meetingJob.kind,
    name: "minutes.md",
    contentType: "text/markdown; charset=utf-8",
    render: (result, job) => minutesMarkdown(minutesOf(result), exportTexts(job.language)),
  },
  {
    kind: meetingJob.kind,
    name: "minutes.pdf",
    contentType: "application/pdf",
    keep: true,
    render: (result, job) => minutesPdf(minutesOf(result), exportTexts(job.language), job.language),
  },
  {
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
  },
];
