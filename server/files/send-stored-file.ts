import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../core/errors";
import { parseRange } from "./byte-range";
import { attachmentHeader } from "./content-disposition";
import type { FileStore, StoredFileInfo } from "./file-store";

export interface SendStoredFileOptions {
  contentType: string;
  /**
   * "immutable": public, cached for a year (keys are never reused). "private": only after a
   * permission check, so no shared cache keeps it.
   */
  cache: "immutable" | "private";
  /** Sent as an attachment under this name (Content-Disposition); otherwise shown inline. */
  downloadName?: string;
  /**
   * When the store can sign URLs (S3), answer 302 to one valid this many seconds instead of
   * streaming through the server. Disk stores always stream.
   */
  redirectSeconds?: number;
}

/**
 * Answers a stored file after the caller's permission check: HEAD, ETag / Last-Modified (304),
 * single byte ranges (206 with Content-Range; If-Range honoured) and 416 with `bytes *\/size`
 * for a range past the end, streamed from disk or S3 (or redirected to a signed S3 URL).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: SendStoredFileOptions,
): Promise<FastifyReply> {
  const info = await store.stat(key);
  if (!info) throw new AppError(404, "not_found", "No such file");
  if (options.redirectSeconds !== undefined) {
    const signed = await store.signedUrl(key, {
      seconds: options.redirectSeconds,
      contentType: options.contentType,
      downloadName: options.downloadName,
    });
    if (signed) return reply.header("cache-control", "private, no-store").redirect(signed, 302);
  }
  setFileHeaders(reply, info, options);
  if (isNotModified(request, info)) return reply.status(304).send();

  const wanted = rangeApplies(request, info)
    ? parseRange(request.headers.range, info.size)
    : ({ kind: "whole" } as const);
  if (wanted.kind === "unsatisfiable") {
    reply.removeHeader("content-disposition");
    throw new AppError(416, "range_not_satisfiable", "The requested range is outside the file", undefined, {
      "content-range": `bytes */${info.size}`,
    });
  }
  const range = wanted.kind === "partial" ? wanted.range : undefined;
  const length = range ? range.end - range.start + 1 : info.size;
  if (range) reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header("content-length", String(length));
  if (length === 0) return reply.send();
  // An empty stream: Fastify's HEAD twin keeps our Content-Length for a stream (and would read a
  // real one to its end), while an empty send() would announce 0 bytes.
  if (request.method === "HEAD") return reply.send(Readable.from([]));
  return reply.send(await store.openRead(key, range));
}

function setFileHeaders(reply: FastifyReply, info: StoredFileInfo, options: SendStoredFileOptions) {
  const type = options.contentType.startsWith("text/") ? `${options.contentType}; charset=utf-8` : options.contentType;
  reply
    .header("content-type", type)
    .header("accept-ranges", "bytes")
    .header("etag", info.etag)
    .header("last-modified", info.lastModified.toUTCString())
    .header("x-content-type-options", "nosniff")
    .header(
      "cache-control",
      options.cache === "immutable" ? "public, max-age=31536000, immutable" : "private, no-cache",
    );
  if (options.downloadName !== undefined) reply.header("content-disposition", attachmentHeader(options.downloadName));
}

function isNotModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch !== undefined) return noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === info.etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** If-Range: the range only counts while the file is still the one the client saw. */
function rangeApplies(request: FastifyRequest, info: StoredFileInfo): boolean {
  const header = request.headers["if-range"];
  if (header === undefined) return true;
  const ifRange = Array.isArray(header) ? (header[0] ?? "") : header;
  if (ifRange.startsWith('"')) return ifRange === info.etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}
