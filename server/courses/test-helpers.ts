import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { lessonFiles, microcourseLessons, microcourses } from "../db/schema/index";
import { PROJECT_ROOT } from "../core/paths";

/** A real bundled demo clip (VP8 WebM), for upload and range tests. */
export function readDemoClip(): Buffer {
  return readFileSync(
    path.join(PROJECT_ROOT, "server/start-up/seed/lesson-clips/estrategia-de-ia-para-despachos--medir-el-retorno.webm"),
  );
}

/** The demo clip's length: the lessons built here ask for half of it watched. */
export const DEMO_CLIP_SECONDS = 8;

/** A minimal valid PDF (the file store recognises it by `%PDF-`). */
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A published course of `tier` with `lessons` lessons, each with a video and a PDF attachment. */
export async function buildCourse(
  context: AppContext,
  {
    tier = "premium",
    lessons = 2,
    status = "published",
    slug = `curso-${Math.random().toString(36).slice(2, 8)}`,
  } = {},
) {
  const { db } = context.database;
  const [course] = await db
    .insert(microcourses)
    .values({
      slug,
      title: `Curso ${slug}`,
      excerpt: "Resumen",
      category: "ia",
      level: "beginner",
      status,
      requiredTier: tier,
    })
    .returning();
  if (!course) throw new Error("course insert returned nothing");
  const clip = readDemoClip();
  const rows = [];
  for (let index = 0; index < lessons; index += 1) {
    const [lesson] = await db
      .insert(microcourseLessons)
      .values({
        courseId: course.id,
        slug: `leccion-${index + 1}`,
        title: `Lección ${index + 1}`,
        orderIndex: index,
        durationMinutes: 30,
        content: `Texto de la lección ${index + 1}.`,
      })
      .returning();
    if (!lesson) throw new Error("lesson insert returned nothing");
    const videoKey = `private/lessons/test/${lesson.id}.webm`;
    const pdfKey = `private/lessons/test/${lesson.id}.pdf`;
    await context.files.saveBuffer(videoKey, clip);
    await context.files.saveBuffer(pdfKey, TINY_PDF);
    const [video] = await db
      .insert(lessonFiles)
      .values({
        lessonId: lesson.id,
        kind: "video",
        storageKey: videoKey,
        contentType: "video/webm",
        size: clip.length,
        name: "video.webm",
        durationSeconds: DEMO_CLIP_SECONDS,
      })
      .returning();
    const [attachment] = await db
      .insert(lessonFiles)
      .values({
        lessonId: lesson.id,
        kind: "attachment",
        storageKey: pdfKey,
        contentType: "application/pdf",
        size: TINY_PDF.length,
        name: "Guía rápida.pdf",
      })
      .returning();
    if (!video || !attachment) throw new Error("file insert returned nothing");
    rows.push({ lesson, video, attachment });
  }
  return { course, lessons: rows };
}

/** Moves the learner's credit clock `seconds` back: the test's stand-in for that much real time passing. */
export async function letTimePass(context: AppContext, userId: string, lessonId: string, seconds: number) {
  await context.database.pool.query(
    "update lesson_progress set watched_until = watched_until - make_interval(secs => $3) where user_id = $1 and lesson_id = $2",
    [userId, lessonId, seconds],
  );
}

/** Plays a lesson's video through as the player reports it: a save that starts the clock, time, a save that claims it. */
export async function watchLessonVideo(
  app: FastifyInstance,
  context: AppContext,
  { progressUrl, headers, userId, lessonId }: WatchedLesson,
) {
  await app.inject({ method: "PUT", url: progressUrl, headers, payload: { watchedSeconds: 0 } });
  await letTimePass(context, userId, lessonId, DEMO_CLIP_SECONDS);
  await app.inject({ method: "PUT", url: progressUrl, headers, payload: { watchedSeconds: DEMO_CLIP_SECONDS } });
}

interface WatchedLesson {
  progressUrl: string;
  headers: Record<string, string>;
  userId: string;
  lessonId: string;
}
