import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { ownRows, type ExportOwner, type ExportSection } from "../db/personal-data";
import { courseCertificates, lessonProgress, microcourseLessons, microcourses } from "../db/schema/index";

export const COURSES_EXPORT: ExportSection[] = [
  {
    key: "course_progress",
    tables: [lessonProgress],
    read: (db, owner) =>
      db
        .select({
          course: microcourses.title,
          lesson: microcourseLessons.title,
          positionSeconds: lessonProgress.positionSeconds,
          watchedSeconds: lessonProgress.watchedSeconds,
          completedAt: lessonProgress.completedAt,
          updatedAt: lessonProgress.updatedAt,
        })
        .from(lessonProgress)
        .innerJoin(microcourseLessons, eq(microcourseLessons.id, lessonProgress.lessonId))
        .innerJoin(microcourses, eq(microcourses.id, microcourseLessons.courseId))
        .where(eq(lessonProgress.userId, owner.id))
        .orderBy(asc(microcourses.title), asc(microcourseLessons.orderIndex)),
  },
  { key: "certificates", tables: [courseCertificates], read: ownRows(courseCertificates, "issuedAt") },
];

/** A certificate names a person: one whose account is gone is no longer verifiable. */
export async function eraseCertificates(tx: Executor, owner: ExportOwner) {
  await tx.delete(courseCertificates).where(eq(courseCertificates.userId, owner.id));
}
