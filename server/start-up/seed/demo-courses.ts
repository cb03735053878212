import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  COURSE_FILE_MAX_BYTES,
  LESSON_ATTACHMENT_TYPES,
  LESSON_FILE_KINDS,
  LESSON_VIDEO_MAX_BYTES,
  LESSON_VIDEO_TYPES,
} from "../../../contracts/courses";
import type { AppContext } from "../../context";
import { LESSON_FILES_FOLDER } from "../../courses/lesson-uploads";
import { videoMinutesOf } from "../../courses/lesson-length";
import { readStoredVideoDuration } from "../../courses/stored-video-duration";
import { renderForStorage } from "../../markdown/stored-html";
import { storeImageUpload } from "../../uploads/service";
import { PROJECT_ROOT } from "../../core/paths";
import {
  learningPathCourses,
  learningPaths,
  lessonFiles,
  microcourseLessons,
  microcourses,
} from "../../db/schema/index";
import { DEMO_COURSES, DEMO_LEARNING_PATH, type DemoCourse, type DemoLesson } from "./demo-courses-content";
import { renderLessonSheetPdf } from "./demo-lesson-sheet";
import { hasAnyRow } from "./has-any-row";

/** From the project folder, so the bundled server finds them too. */
const CLIPS_DIR = path.join(PROJECT_ROOT, "server/start-up/seed/lesson-clips");

/**
 * The demo microcourses on a database without any: three published courses (one
 * free, two premium) whose lessons each have real text and a short WebM clip (bundled, drawn
 * by scripts/generate-lesson-clips.ts) whose measured length is the lesson's, a cover per
 * course, and the learning path.
 */
export async function seedDemoCourses(context: AppContext): Promise<boolean> {
  if (!context.config.SEED_DEMO_CONTENT) return false;
  const { db } = context.database;
  if (await hasAnyRow(db, microcourses)) return false;
  const courseIds: string[] = [];
  for (const [orderIndex, course] of DEMO_COURSES.entries())
    courseIds.push(await seedCourse(context, course, orderIndex));
  const [path] = await db
    .insert(learningPaths)
    .values({
      slug: DEMO_LEARNING_PATH.slug,
      title: DEMO_LEARNING_PATH.title,
      description: DEMO_LEARNING_PATH.description,
    })
    .returning();
  if (path)
    await db
      .insert(learningPathCourses)
      .values(courseIds.map((courseId, position) => ({ pathId: path.id, courseId, position })));
  return true;
}

async function seedCourse(context: AppContext, course: DemoCourse, orderIndex: number): Promise<string> {
  const { db } = context.database;
  const [row] = await db
    .insert(microcourses)
    .values({
      slug: course.slug,
      title: course.title,
      excerpt: course.excerpt,
      description: course.description,
      category: course.category,
      level: course.level,
      requiredTier: course.requiredTier,
      status: "published",
      orderIndex,
      learnings: course.learnings,
      coverImageUrl: await drawCover(context, course),
    })
    .returning();
  if (!row) throw new Error("demo course insert returned nothing");
  for (const [lessonIndex, lesson] of course.lessons.entries()) {
    const [lessonRow] = await db
      .insert(microcourseLessons)
      .values({
        courseId: row.id,
        slug: lesson.slug,
        title: lesson.title,
        content: lesson.content,
        ...renderForStorage(lesson.content, context.siteOrigin),
        orderIndex: lessonIndex,
      })
      .returning();
    if (!lessonRow) continue;
    try {
      const clip = createReadStream(path.join(CLIPS_DIR, `${course.slug}--${lesson.slug}.webm`));
      const saved = await context.files.saveStream(clip, {
        folder: LESSON_FILES_FOLDER,
        maxBytes: LESSON_VIDEO_MAX_BYTES,
        allowedTypes: LESSON_VIDEO_TYPES,
      });
      const durationSeconds = await readStoredVideoDuration(context.files, saved);
      await db.insert(lessonFiles).values({
        lessonId: lessonRow.id,
        kind: LESSON_FILE_KINDS[0],
        storageKey: saved.key,
        contentType: saved.contentType,
        size: saved.size,
        name: `${lesson.slug}.webm`,
        durationSeconds,
      });
      if (durationSeconds)
        await db
          .update(microcourseLessons)
          .set({ durationMinutes: videoMinutesOf(durationSeconds) })
          .where(eq(microcourseLessons.id, lessonRow.id));
    } catch (error) {
      context.log.warn({ err: error, lesson: lesson.slug }, "Demo lesson clip could not be stored");
    }
    await seedLessonSheet(context, course, lesson, lessonRow.id);
  }
  return row.id;
}

/** The lesson's worksheet (a PDF of its points to tick), downloadable like an admin's attachment. */
async function seedLessonSheet(context: AppContext, course: DemoCourse, lesson: DemoLesson, lessonId: string) {
  try {
    const sheet = await renderLessonSheetPdf(course.title, lesson.title, lesson.content);
    const saved = await context.files.saveStream(Readable.from([sheet]), {
      folder: LESSON_FILES_FOLDER,
      maxBytes: COURSE_FILE_MAX_BYTES,
      allowedTypes: LESSON_ATTACHMENT_TYPES,
    });
    await context.database.db.insert(lessonFiles).values({
      lessonId,
      kind: "attachment",
      storageKey: saved.key,
      contentType: saved.contentType,
      size: saved.size,
      name: `ficha-${lesson.slug}.pdf`,
      position: 1,
    });
  } catch (error) {
    context.log.warn({ err: error, lesson: lesson.slug }, "Demo lesson sheet could not be stored");
  }
}

/** A cover in the course's colour with its title, stored like an admin's upload. */
async function drawCover(context: AppContext, course: DemoCourse): Promise<string | null> {
  const words = course.title.split(" ");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .map(
      (line, index) =>
        `<text x="60" y="${200 + index * 64}" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff">${line}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${course.color}"/><circle cx="1020" cy="520" r="220" fill="#fff" fill-opacity="0.1"/><circle cx="1100" cy="120" r="90" fill="#fff" fill-opacity="0.08"/><text x="60" y="110" font-family="sans-serif" font-size="28" fill="#fff" fill-opacity="0.85">MICROCURSO</text>${text}</svg>`;
  try {
    const image = await sharp(Buffer.from(svg)).webp({ quality: 88, effort: 0 }).toBuffer();
    return (await storeImageUpload(context, { stream: Readable.from([image]), ownerId: null, purpose: "course-cover" }))
      .url;
  } catch (error) {
    context.log.warn({ err: error, course: course.slug }, "Demo course cover could not be drawn");
    return null;
  }
}
