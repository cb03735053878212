import type { TTranscriptionResult, TranscriptSegment } from "../../contracts/transcription";

/** The transcript as plain text, one segment a line. */
export function toPlainText(result: TTranscriptionResult): string {
  const lines = result.segments.length > 0 ? result.segments.map((segment) => segment.text) : [result.text];
  return `${lines.join("\n")}\n`;
}

/** SubRip: numbered cues, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, a blank line after each. */
export function toSrt(result: TTranscriptionResult): string {
  return cuesOf(result)
    .map((cue, index) => `${index + 1}\n${timestamp(cue.start, ",")} --> ${timestamp(cue.end, ",")}\n${cue.text}\n`)
    .join("\n");
}

/** WebVTT: the `WEBVTT` header, then cues with `HH:MM:SS.mmm` times; `&` and `<` as entities (cue markup). */
export function toVtt(result: TTranscriptionResult): string {
  const cues = cuesOf(result).map(
    (cue) =>
      `${timestamp(cue.start, ".")} --> ${timestamp(cue.end, ".")}\n${cue.text.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}\n`,
  );
  return ["WEBVTT\n", ...cues].join("\n");
}

/**
 * Cues with text, each ending after it starts (a player drops a cue of no length). A cue's text
 * cannot end it or fake another: every kind of line break is one line feed, blank lines go, and
 * a `-->` (what a timing line is read by) becomes an arrow.
 */
function cuesOf(result: TTranscriptionResult): TranscriptSegment[] {
  return result.segments
    .map((segment) => ({ ...segment, text: cueText(segment.text) }))
    .filter((segment) => segment.text.length > 0)
    .map((segment) => ({ ...segment, end: Math.max(segment.end, segment.start + 0.5) }));
}

function cueText(text: string): string {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.trim().replaceAll("-->", "→"))
    .filter(Boolean)
    .join("\n");
}

function timestamp(seconds: number, separator: "," | "."): string {
  const totalMs = Math.round(seconds * 1000);
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const secs = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const pad = (value: number, size = 2) => String(value).padStart(size, "0");
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(ms, 3)}`;
}
