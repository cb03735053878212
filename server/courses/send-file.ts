import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError, notFound } from "../errors";
import type { LessonFileRow } from "./store";

/**
 * Streams a private lesson file from the store with HTTP ranges (206 / 416), so videos seek.
 * Private: never cached by shared caches; attachments download under their own name.
 */
export async function sendLessonFile(context: AppContext, request: FastifyRequest, reply: FastifyReply, file: LessonFileRow) {
  const fullPath = context.files.resolve(file.storageKey);
  const size = await stat(fullPath).then((info) => info.size, () => undefined);
  if (size === undefined) throw notFound("File not found");
  void reply.header("cache-control", "private, max-age=3600").header("accept-ranges", "bytes").header("x-content-type-options", "nosniff");
  void reply.type(file.kind === "captions" ? "text/vtt; charset=utf-8" : file.contentType);
  if (file.kind === "attachment") void reply.header("content-disposition", contentDisposition(file.name));
  const range = parseRange(request.headers.range, size);
  if (range === "invalid") {
    throw new AppError(416, "range_not_satisfiable", "Range not satisfiable", undefined, { "content-range": `bytes */${size}` });
  }
  if (!range) return reply.header("content-length", size).send(createReadStream(fullPath));
  return reply
    .status(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
    .header("content-length", range.end - range.start + 1)
    .send(createReadStream(fullPath, range));
}

/** One `bytes=` range (first-last, first-, -suffix); several ranges are answered whole. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "invalid" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(",") ? undefined : "invalid";
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return "invalid";
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "invalid";
  return { start, end };
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "archivo";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
