import type { LessonRow } from "./store";

/**
 * A lesson lasts as long as its video when the video's length was read from its bytes, so a
 * label never promises more than the media holds; without one, the admin's declared minutes.
 */
export function lessonSeconds(lesson: Pick<LessonRow, "durationMinutes">, videoSeconds: number | undefined): number {
  return videoSeconds !== undefined && videoSeconds > 0 ? videoSeconds : lesson.durationMinutes * 60;
}

/** Sum of the lessons' lengths; the course's estimate while no lesson has a length. */
export function totalSecondsOf(
  course: { estimatedMinutes: number },
  lessons: Pick<LessonRow, "id" | "durationMinutes">[],
  videoSeconds: ReadonlyMap<string, number>,
): number {
  const sum = lessons.reduce((total, lesson) => total + lessonSeconds(lesson, videoSeconds.get(lesson.id)), 0);
  return sum > 0 ? sum : course.estimatedMinutes * 60;
}

/** Whole minutes for the places that store minutes (a lesson, a certificate): at least one. */
export function videoMinutesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

export const certificateMinutesOf = videoMinutesOf;
