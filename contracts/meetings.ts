import { z } from "zod";
import { jsonMultilineText, jsonText } from "./text";
import { TRANSCRIPTION_LANGUAGES } from "./transcription";

/**
 * The meeting service: minutes drawn from a recording or a transcript.
 * Owners and due dates appear only when the transcript says them; otherwise they are null.
 */

/** Characters of a pasted transcript: a three-hour meeting fits. */
export const MEETING_TRANSCRIPT_MAX = 200_000;
export const MEETING_TITLE_MAX = 200;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZActionItem = z.object({
  task: z.string().trim().min(1).max(1_000),
  owner: z.string().trim().min(1).max(200).nullable(),
  dueDate: z.string().refine(isCalendarDate, { message: "Must be a date written YYYY-MM-DD" }).nullable(),
});
export type TActionItem = z.infer<typeof ZActionItem>;

/** What the model is asked for: everything but the transcript, which the server already holds. */
export const ZMeetingMinutesDraft = z.object({
  title: z.string().trim().min(1).max(MEETING_TITLE_MAX),
  summary: z.string().trim().min(1).max(10_000),
  decisions: z.array(z.string().trim().min(1).max(1_000)).max(100),
  actionItems: z.array(ZActionItem).max(100),
  followUpEmail: z.string().trim().min(1).max(10_000),
});
export type TMeetingMinutesDraft = z.infer<typeof ZMeetingMinutesDraft>;

/** A meeting job's result, as stored and served. */
export const ZMeetingResult = ZMeetingMinutesDraft.extend({
  transcript: z.string().max(MEETING_TRANSCRIPT_MAX),
});
export type TMeetingResult = z.infer<typeof ZMeetingResult>;

/** `POST /api/services/meetings` as JSON (the other way is a multipart recording). */
export const ZMeetingTranscriptRequest = z.object({
  title: jsonText().trim().max(MEETING_TITLE_MAX).optional(),
  transcript: jsonMultilineText().trim().min(1).max(MEETING_TRANSCRIPT_MAX),
});
export type TMeetingTranscriptRequest = z.infer<typeof ZMeetingTranscriptRequest>;

/** The text fields sent with a recording (multipart): an optional title and the recording's language. */
export const ZMeetingRecordingFields = z.object({
  title: jsonText().trim().max(MEETING_TITLE_MAX).optional(),
  language: z.enum(TRANSCRIPTION_LANGUAGES).default("auto"),
});
