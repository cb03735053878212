import { createInflate } from "node:zlib";

const STREAM_KEYWORD = Buffer.from("stream");
const MEBIBYTE = 1024 * 1024;

/**
 * Whether the PDF's compressed streams inflate to more than `max` bytes in all, measured before
 * PDF.js reads the file: a few megabytes of deflated zeros can inflate to gigabytes, which PDF.js
 * would hold in memory while it reads them. Every stream whose data starts with a zlib header is
 * inflated and counted, nothing kept, stopping as soon as the total passes `max`. PDF.js needs that
 * header to inflate a stream, so a plain Flate stream cannot escape the count; a stream it decodes
 * in several steps (encrypted, or hex before Flate) is left to the worker's memory and time caps.
 */
export async function inflatesBeyond(pdf: Uint8Array, max: number): Promise<boolean> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  for (const start of streamStarts(bytes)) {
    if (!hasZlibHeader(bytes, start)) continue;
    total += await inflatedSize(bytes.subarray(start), max - total);
    if (total > max) return true;
  }
  return false;
}

/** Where each stream's data starts: after the `stream` keyword and its end of line (not `endstream`). */
function* streamStarts(bytes: Buffer): Generator<number> {
  let at = bytes.indexOf(STREAM_KEYWORD);
  while (at !== -1) {
    const after = at + STREAM_KEYWORD.length;
    if (bytes[at - 1] !== 0x64 /* d of endstream */) {
      if (bytes[after] === 0x0d && bytes[after + 1] === 0x0a) yield after + 2;
      else if (bytes[after] === 0x0a || bytes[after] === 0x0d) yield after + 1;
    }
    at = bytes.indexOf(STREAM_KEYWORD, after);
  }
}

/** RFC 1950: deflate method and a header checksum divisible by 31, as PDF.js's FlateStream checks. */
function hasZlibHeader(bytes: Buffer, at: number): boolean {
  const method = bytes[at];
  const flags = bytes[at + 1];
  if (method === undefined || flags === undefined) return false;
  return (method & 0x0f) === 8 && (method * 256 + flags) % 31 === 0;
}

/** The stream's inflated size, or a number above `budget` as soon as it passes it; errors end the count. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: MEBIBYTE });
    let size = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    // Data after the stream's end (`endstream`, the next objects) ends it with an error: counted so far is the size.
    inflate.on("error", () => resolve(size));
    inflate.on("end", () => resolve(size));
    inflate.on("close", () => resolve(size));
    inflate.end(data);
  });
}
