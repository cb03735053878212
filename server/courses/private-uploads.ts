import type { FastifyReply, FastifyRequest } from "fastify";
import { UPLOADS_URL_PREFIX } from "../files/file-store";
import { LESSON_FILES_FOLDER } from "./lesson-uploads";

const PRIVATE_PREFIX = `${UPLOADS_URL_PREFIX}${LESSON_FILES_FOLDER}/`;

/**
 * Lesson files share the store with public uploads but are never public: a direct
 * `/uploads/courses/...` URL answers 404, and the bytes come only from the lesson file route
 * after the course's tier check. Decoded first, so `%63ourses` is refused too.
 */
export async function hideLessonUploads(request: FastifyRequest, reply: FastifyReply) {
  let path = request.url.split("?")[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    return;
  }
  if (path.replace(/\/{2,}/g, "/").toLowerCase().startsWith(PRIVATE_PREFIX)) {
    await reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
  }
}
