import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { toDisplayName } from "../files/display-name";
import {
  CAPTIONS_MAX_BYTES,
  COURSE_FILE_MAX_BYTES,
  LESSON_ATTACHMENT_TYPES,
  LESSON_FILE_KINDS,
  LESSON_IMAGE_TYPES,
  LESSON_VIDEO_MAX_BYTES,
  LESSON_VIDEO_TYPES,
  type LessonFileKind,
  type TAdminLesson,
} from "../../contracts/courses";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../core/errors";
import { privateFolder } from "../files/keys";
import { deleteLessonFiles, insertLessonFile, updateLesson } from "./admin-store";
import { videoMinutesOf } from "./lesson-length";
import { readAdminLesson } from "./admin-service";
import { readStoredVideoDuration } from "./stored-video-duration";

/** Private: the public /uploads route refuses it; the bytes come only from the lesson file route. */
export const LESSON_FILES_FOLDER = privateFolder("lessons");

const RULES: Record<Exclude<LessonFileKind, "captions">, { maxBytes: number; allowedTypes: readonly string[] }> = {
  video: { maxBytes: LESSON_VIDEO_MAX_BYTES, allowedTypes: LESSON_VIDEO_TYPES },
  image: { maxBytes: COURSE_FILE_MAX_BYTES, allowedTypes: LESSON_IMAGE_TYPES },
  attachment: { maxBytes: COURSE_FILE_MAX_BYTES, allowedTypes: LESSON_ATTACHMENT_TYPES },
};

export function isLessonFileKind(value: unknown): value is LessonFileKind {
  return typeof value === "string" && (LESSON_FILE_KINDS as readonly string[]).includes(value);
}

interface LessonUpload {
  courseId: string;
  lessonId: string;
  kind: LessonFileKind;
  stream: Readable;
  fileName: string;
}

/**
 * Streams one lesson file into the store (typed from its bytes, capped per kind: video 500 MB,
 * others 20 MB, captions 1 MB of WebVTT) and records it. A lesson has one video and one
 * captions track: a new one replaces the old, whose bytes are removed. A video whose length its
 * header gives sets the lesson's minutes, so the admin's figure follows the media.
 */
export async function storeLessonFile(context: AppContext, upload: LessonUpload): Promise<TAdminLesson> {
  const lesson = await readAdminLesson(context, upload.courseId, upload.lessonId);
  const saved =
    upload.kind === "captions"
      ? await saveCaptions(context, upload.stream)
      : await context.files.saveStream(upload.stream, { folder: LESSON_FILES_FOLDER, ...RULES[upload.kind] });
  try {
    const replaced =
      upload.kind === "video" || upload.kind === "captions"
        ? await deleteLessonFiles(context.database.db, lesson.id, { kind: upload.kind })
        : [];
    const durationSeconds = upload.kind === "video" ? await readStoredVideoDuration(context.files, saved) : null;
    await insertLessonFile(context.database.db, {
      lessonId: lesson.id,
      kind: upload.kind,
      storageKey: saved.key,
      contentType: saved.contentType,
      size: saved.size,
      name: toDisplayName(upload.fileName, "archivo"),
      position: lesson.files.length,
      durationSeconds,
    });
    if (durationSeconds)
      await updateLesson(context.database.db, lesson.courseId, lesson.id, {
        durationMinutes: videoMinutesOf(durationSeconds),
      });
    await Promise.all(replaced.map((file) => context.files.remove(file.storageKey)));
  } catch (error) {
    await context.files.remove(saved.key);
    throw error;
  }
  return readAdminLesson(context, upload.courseId, upload.lessonId);
}

/** The file store does not recognise text formats; WebVTT is checked here by its signature. */
async function saveCaptions(context: AppContext, stream: Readable) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > CAPTIONS_MAX_BYTES) throw new AppError(413, "payload_too_large", "Captions are limited to 1 MB");
    chunks.push(buffer);
  }
  const data = Buffer.concat(chunks);
  const textStart = data.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  if (data.subarray(textStart, textStart + 6).toString("latin1") !== "WEBVTT") {
    throw new AppError(415, "unsupported_media_type", "Captions must be a WebVTT file");
  }
  const now = new Date();
  const key = `${LESSON_FILES_FOLDER}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.vtt`;
  await context.files.saveBuffer(key, data, "text/vtt");
  return { key, contentType: "text/vtt", size: data.length };
}

export function requireKind(value: unknown): LessonFileKind {
  if (!isLessonFileKind(value))
    throw badRequest("Send a `kind` field first: video, captions, image or attachment", [
      { path: "/kind", message: "Invalid" },
    ]);
  return value;
}
