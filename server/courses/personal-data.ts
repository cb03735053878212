import { asc, eq } from "drizzle-orm";
import { ownRows, type ExportSection } from "../db/personal-data";
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
