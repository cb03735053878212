import type { TLessonProgress, TProgressUpdate } from "../../contracts/courses";
import type { AppContext } from "../context";
import type { AccessCaller } from "../access/policy";
import { readCourse, openLesson } from "./service";
import { upsertProgress } from "./store";

/**
 * Saves where the learner is in a lesson and whether it is completed (a completed lesson stays
 * completed); answers the course's progress, so the page can show the badge at once.
 */
export async function saveLessonProgress(
  context: AppContext,
  learner: AccessCaller,
  slug: string,
  lessonSlug: string,
  update: TProgressUpdate,
): Promise<TLessonProgress> {
  const { lesson } = await openLesson(context, learner, slug, lessonSlug);
  const row = await upsertProgress(context.database.db, {
    userId: learner.user.id,
    lessonId: lesson.id,
    positionSeconds: update.positionSeconds,
    isCompleted: update.isCompleted,
  });
  const course = await readCourse(context, learner, slug);
  const progress = course.progress ?? {
    completedLessons: 0,
    totalLessons: 0,
    nextLessonSlug: null,
    isCompleted: false,
    certificateCode: null,
  };
  return { positionSeconds: row.positionSeconds, isCompleted: Boolean(row.completedAt), course: progress };
}
