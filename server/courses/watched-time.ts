import { AppError } from "../core/errors";
import type { LessonFileRow, LessonRow } from "./store";

/** The share of a video lesson a learner must have watched to complete it (docs/decisions.md). */
export const REQUIRED_WATCHED_SHARE = 0.5;

/**
 * Seconds of video a lesson asks for: the shorter of its declared length and its video's
 * measured length when both are known, else the known one; null for a lesson without a video
 * or whose length nobody knows (it completes like a text lesson).
 */
export function requiredWatchedSeconds(
  lesson: Pick<LessonRow, "durationMinutes">,
  video: Pick<LessonFileRow, "durationSeconds"> | undefined,
): number | null {
  if (!video) return null;
  const lengths = [lesson.durationMinutes * 60, video.durationSeconds ?? 0].filter((seconds) => seconds > 0);
  if (lengths.length === 0) return null;
  return Math.ceil(Math.min(...lengths) * REQUIRED_WATCHED_SHARE);
}

/** 409 `lesson_not_watched` (with both figures) when the learner has not watched enough yet. */
export function assertWatchedEnough(
  lesson: Pick<LessonRow, "durationMinutes">,
  video: Pick<LessonFileRow, "durationSeconds"> | undefined,
  watchedSeconds: number,
): void {
  const requiredSeconds = requiredWatchedSeconds(lesson, video);
  if (requiredSeconds === null || watchedSeconds >= requiredSeconds) return;
  throw new AppError(409, "lesson_not_watched", "Watch more of the video before completing the lesson", {
    watchedSeconds,
    requiredSeconds,
  });
}
