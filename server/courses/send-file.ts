import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { sendStoredFile } from "../files/send-stored-file";
import type { LessonFileRow } from "./store";

/**
 * Answers a lesson file after the caller's tier check (service.ts `openLessonFile`): ranges for
 * the video, never kept by shared caches; attachments download under their own name. On S3 an
 * attachment or image redirects to a short-lived signed URL; the video streams through here.
 */
export async function sendLessonFile(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: LessonFileRow,
) {
  return sendStoredFile(request, reply, context.files, file.storageKey, {
    contentType: file.contentType,
    cache: "private",
    downloadName: file.kind === "attachment" ? file.name : undefined,
    redirectSeconds: file.kind === "attachment" || file.kind === "image" ? 300 : undefined,
  });
}
