import { Readable } from "node:stream";
import { AppError } from "../core/errors";
import { detectContentType, SNIFF_BYTES } from "./content-type";
import type { SaveStreamOptions } from "./file-store";

export interface CheckedUpload {
  contentType: string;
  /** The whole upload again (the peeked bytes first), failing with 413 past the size cap. */
  body: Readable;
  /** Bytes that went through `body` so far. */
  bytesRead: () => number;
}

/**
 * Reads just enough of an upload to judge its type from the bytes, refuses a type the use does
 * not accept (415, the rest drained) and hands back a capped stream of the whole upload.
 */
export async function checkUpload(stream: Readable, options: SaveStreamOptions): Promise<CheckedUpload> {
  const { head, rest } = await peek(stream, SNIFF_BYTES);
  const contentType = detectContentType(head);
  if (!contentType || !options.allowedTypes.includes(contentType)) {
    stream.resume();
    throw new AppError(415, "unsupported_media_type", `Accepted types: ${options.allowedTypes.join(", ")}`);
  }
  let size = 0;
  async function* capped() {
    let finished = false;
    try {
      for await (const chunk of rest) {
        size += chunk.length;
        if (size > options.maxBytes) {
          throw new AppError(
            413,
            "payload_too_large",
            `Files are limited to ${Math.floor(options.maxBytes / 1024 / 1024)} MB`,
          );
        }
        yield chunk;
      }
      finished = true;
    } finally {
      // Like stream.pipeline: a refused or abandoned upload stops reading its source.
      if (!finished) stream.destroy();
    }
  }
  return { contentType, body: Readable.from(capped(), { objectMode: false }), bytesRead: () => size };
}

interface Peeked {
  head: Buffer;
  rest: AsyncIterable<Buffer>;
}

/** The first `count` bytes (fewer if the stream is shorter) and an iterable of every byte. */
async function peek(stream: Readable, count: number): Promise<Peeked> {
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const buffered: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    buffered.push(next.value);
    length += next.value.length;
  }
  async function* replay() {
    yield* buffered;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(buffered).subarray(0, count), rest: replay() };
}
