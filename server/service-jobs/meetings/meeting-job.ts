import { z } from "zod";
import { MEETING_TITLE_MAX, MEETING_TRANSCRIPT_MAX, ZMeetingResult } from "../../../contracts/meetings";
import { AppError } from "../../core/errors";
import { registerJobDownload } from "../downloads";
import { actionsIcs, hasDatedActionItems } from "../exports/actions-ics";
import { exportTexts } from "../exports/export-texts";
import { minutesMarkdown } from "../exports/minutes-markdown";
import { minutesPdf } from "../exports/minutes-pdf";
import { defineJobKind } from "../registry";
import { draftMinutes } from "./minutes";

export const ZMeetingJobInput = z.object({
  title: z.string().max(MEETING_TITLE_MAX).optional(),
  /** A pasted transcript; absent when the job transcribes its recording first. */
  transcript: z.string().max(MEETING_TRANSCRIPT_MAX).optional(),
  /** The day the minutes were asked for (YYYY-MM-DD, Madrid): relative dates count from it. */
  meetingDay: z.string(),
});
export type TMeetingJobInput = z.infer<typeof ZMeetingJobInput>;

/** Meeting minutes from a transcript: one query, spent when the job is queued. */
export const meetingJob = defineJobKind({
  kind: "meeting",
  input: ZMeetingJobInput,
  result: ZMeetingResult,
  async run(job, ctx) {
    await ctx.progress(0.1, "stored");
    const transcript = job.input.transcript ?? "";
    await ctx.progress(0.3, "structuring");
    const minutes = await draftMinutes(ctx.ai.askForObject, {
      title: job.input.title,
      transcript,
      meetingDay: job.input.meetingDay,
    });
    await ctx.progress(0.95, "structured");
    return minutes;
  },
});

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
