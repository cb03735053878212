import type { TranscriptSegment, TTranscriptInsights } from "../../../contracts/transcription";
import { normaliseForMatch } from "../../jobs/grounding";

export interface InsightsModelAnswer {
  summary: string;
  chapters: { start: number; title: string }[];
  quotes: { text: string }[];
}

/** Largest gap (seconds) between a chapter time the model gave and the segment start it snaps to. */
const SNAP_SECONDS = 30;

/**
 * Keeps only what the transcript backs: a chapter starts at the segment start nearest the
 * model's time (dropped when none is within SNAP_SECONDS, or when two land on the same start);
 * a quote stays only when its words appear in the transcript, timed at the segment where they
 * begin (the model's own times are never trusted).
 */
export function groundInsights(
  answer: InsightsModelAnswer,
  segments: TranscriptSegment[],
  sourceJobId: string,
): TTranscriptInsights {
  return {
    sourceJobId,
    summary: answer.summary.trim(),
    chapters: groundChapters(answer.chapters, segments),
    quotes: groundQuotes(answer.quotes, segments),
  };
}

function groundChapters(chapters: InsightsModelAnswer["chapters"], segments: TranscriptSegment[]) {
  const starts = new Set<number>();
  const kept: { start: number; title: string }[] = [];
  for (const chapter of chapters) {
    const title = chapter.title.trim();
    if (!title || !Number.isFinite(chapter.start)) continue;
    let nearest: number | undefined;
    for (const { start } of segments) {
      if (nearest === undefined || Math.abs(start - chapter.start) < Math.abs(nearest - chapter.start)) nearest = start;
    }
    if (nearest === undefined || Math.abs(nearest - chapter.start) > SNAP_SECONDS || starts.has(nearest)) continue;
    starts.add(nearest);
    kept.push({ start: nearest, title });
  }
  return kept.sort((a, b) => a.start - b.start);
}

function groundQuotes(quotes: InsightsModelAnswer["quotes"], segments: TranscriptSegment[]) {
  // The transcript as one normalised line, remembering where each segment's words begin.
  let joined = " ";
  const offsets: { at: number; start: number }[] = [];
  for (const segment of segments) {
    const words = normaliseForMatch(segment.text);
    if (!words) continue;
    offsets.push({ at: joined.length, start: segment.start });
    joined += `${words} `;
  }
  const seen = new Set<string>();
  const kept: { start: number; text: string }[] = [];
  for (const quote of quotes) {
    const text = quote.text.trim();
    const needle = normaliseForMatch(text);
    if (!needle || seen.has(needle)) continue;
    const index = joined.indexOf(` ${needle} `);
    if (index < 0) continue;
    const segment = offsets.findLast((offset) => offset.at <= index + 1);
    if (!segment) continue;
    seen.add(needle);
    kept.push({ start: segment.start, text });
  }
  return kept.sort((a, b) => a.start - b.start);
}
