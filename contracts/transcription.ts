import { z } from "zod";

/** Languages a member may name for a recording; `auto` lets the model hear which. */
export const TRANSCRIPTION_LANGUAGES = ["auto", "es", "ca", "en"] as const;
export type TTranscriptionLanguage = (typeof TRANSCRIPTION_LANGUAGES)[number];

/** Recordings accepted (judged from the bytes): mp3, m4a, wav, ogg, webm, flac, mp4, mov. */
export const RECORDING_CONTENT_TYPES = [
  "audio/mpeg",
  "audio/mp4",
  "audio/wav",
  "audio/ogg",
  "video/webm",
  "audio/flac",
  "video/mp4",
  "video/quicktime",
] as const;

/** What the file picker offers; the server judges the bytes anyway. */
export const RECORDING_ACCEPT =
  ".mp3,.m4a,.wav,.ogg,.oga,.webm,.flac,.mp4,.mov,audio/*,video/mp4,video/quicktime,video/webm";

/** Minutes of recording one daily query pays for: one per started ten minutes of decoded sound. */
export const MINUTES_PER_QUERY = 10;
/** The longest recording the services and chat attachments take (24 queries). */
export const RECORDING_MAX_MINUTES = 240;

export const ZTranscriptSegmentSchema = z.object({
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof ZTranscriptSegmentSchema>;

/** A transcription job's result: times in seconds from the start of the recording. */
export const ZTranscriptionResultSchema = z.object({
  text: z.string(),
  /** The language named, or the one the model heard (ISO code when known). */
  language: z.string(),
  durationSeconds: z.number().min(0),
  segments: z.array(ZTranscriptSegmentSchema),
});
export type TTranscriptionResult = z.infer<typeof ZTranscriptionResultSchema>;

/** GET /api/services/availability: what the service pages say before any upload. */
export const ZServiceAvailabilitySchema = z.object({
  aiConfigured: z.boolean(),
  transcriptionConfigured: z.boolean(),
  /** SERVICES_MAX_UPLOAD_MB, for the page's hint and its own check. */
  maxUploadMb: z.number(),
});
export type TServiceAvailability = z.infer<typeof ZServiceAvailabilitySchema>;

/** A chapter of a recording: `start` is the start of one of the transcript's segments. */
export const ZInsightChapterSchema = z.object({ start: z.number().min(0), title: z.string().min(1) });
/** A quote: words that appear in the transcript, timed at the segment where they begin. */
export const ZInsightQuoteSchema = z.object({ start: z.number().min(0), text: z.string().min(1) });

/**
 * A `transcript-insights` job's result (POST /api/services/jobs/:id/insights on a finished
 * transcription): summary, chapters and quotes grounded in the transcript's segment times.
 */
export const ZTranscriptInsightsSchema = z.object({
  /** The transcription job the insights were drawn from. */
  sourceJobId: z.uuid(),
  summary: z.string().min(1),
  chapters: z.array(ZInsightChapterSchema),
  quotes: z.array(ZInsightQuoteSchema),
});
export type TTranscriptInsights = z.infer<typeof ZTranscriptInsightsSchema>;

/** Kind name of the insights jobs (for `GET /api/services/jobs?kind=`). */
export const TRANSCRIPT_INSIGHTS_KIND = "transcript-insights";
