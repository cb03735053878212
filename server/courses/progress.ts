import type { TLessonProgress, TProgressUpdate } from "../../contracts/courses";
import type { AppContext } from "../context";
import type { AccessCaller } from "../access/policy";
import { readCourse, openLesson } from "./service";
import { findFilesOfLessons, markLessonCompleted, savePositionAndWatchedTime } from "./store";
import { assertWatchedEnough } from "./watched-time";

/**
 * Saves where the learner is in a lesson, the video time they watched, and whether the lesson is
 * completed (a completed lesson stays completed; completing a video lesson needs watched time,
 * watched-time.ts); answers the course's progress, so the page can show the badge at once.
 */
export async function saveLessonProgress(
  context: AppContext,
  learner: AccessCaller,
  slug: string,
  lessonSlug: string,
  update: TProgressUpdate,
): Promise<TLessonProgress> {
  const { db } = context.database;
  const { lesson } = await openLesson(context, learner, slug, lessonSlug);
  let row = await savePositionAndWatchedTime(db, {
    userId: learner.user.id,
    lessonId: lesson.id,
    positionSeconds: update.positionSeconds,
    watchedSeconds: update.watchedSeconds,
  });
  if (update.isCompleted && !row.completedAt) {
    const video = (await findFilesOfLessons(db, [lesson.id])).find((file) => file.kind === "video");
    assertWatchedEnough(lesson, video, row.watchedSeconds);
    row = await markLessonCompleted(db, learner.user.id, lesson.id);
  }
  const course = await readCourse(context, learner, slug);
  const progress = course.progress ?? {
    completedLessons: 0,
    totalLessons: 0,
    nextLessonSlug: null,
    isCompleted: false,
    certificateCode: null,
    hasCertificateName: false,
  };
  return {
    positionSeconds: row.positionSeconds,
    watchedSeconds: row.watchedSeconds,
    isCompleted: Boolean(row.completedAt),
    course: progress,
  };
}
