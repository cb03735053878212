import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../errors";
import { detectContentType, EXTENSIONS, SNIFF_BYTES } from "./content-type";

export interface SavedFile {
  /** Path under the store, e.g. "blog/2026/05/3f2a....jpg"; never derived from user input. */
  key: string;
  contentType: string;
  size: number;
}

export interface SaveStreamOptions {
  /** Folder inside the store, chosen by the caller ("blog", "chat"...). */
  folder: string;
  maxBytes: number;
  allowedTypes: readonly string[];
}

/**
 * Where uploads live: DATA_DIR/uploads by default. Keys are generated (folder/yyyy/mm/uuid.ext),
 * files are streamed to disk with a size cap and typed from their bytes. Chat attachments and
 * course media reuse it with their own folder, size and types; an S3 store implements the same.
 */
export interface FileStore {
  saveStream: (stream: Readable, options: SaveStreamOptions) => Promise<SavedFile>;
  saveBuffer: (key: string, data: Buffer) => Promise<void>;
  /** Absolute path for reading (sharp, streaming); throws on a key that leaves the store. */
  resolve: (key: string) => string;
  remove: (key: string) => Promise<void>;
  /** The public URL of a key, served by the files routes. */
  urlFor: (key: string) => string;
  root: string;
}

export const UPLOADS_URL_PREFIX = "/uploads/";

export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new AppError(400, "validation_failed", "Bad file key");
    return full;
  };
  return {
    root,
    resolve,
    urlFor: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    saveBuffer: async (key, data) => {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    remove: async (key) => {
      await rm(resolve(key), { force: true });
    },
    saveStream: async (stream, options) => {
      const id = randomUUID();
      const temporary = resolve(path.join(".incoming", `${id}.part`));
      await mkdir(path.dirname(temporary), { recursive: true });
      const inspector = inspectStream(options.maxBytes);
      try {
        await pipeline(stream, inspector.transform, createWriteStream(temporary));
        const contentType = detectContentType(inspector.head());
        if (!contentType || !options.allowedTypes.includes(contentType)) {
          throw new AppError(415, "unsupported_media_type", `Accepted types: ${options.allowedTypes.join(", ")}`);
        }
        const now = new Date();
        const month = String(now.getUTCMonth() + 1).padStart(2, "0");
        const key = path.posix.join(options.folder, String(now.getUTCFullYear()), month, `${id}.${EXTENSIONS[contentType] ?? "bin"}`);
        await mkdir(path.dirname(resolve(key)), { recursive: true });
        await rename(temporary, resolve(key));
        const { size } = await stat(resolve(key));
        return { key, contentType, size };
      } finally {
        await rm(temporary, { force: true });
      }
    },
  };
}

/** Counts bytes (failing past the cap) and keeps the first ones for type detection. */
function inspectStream(maxBytes: number) {
  let size = 0;
  const chunks: Buffer[] = [];
  let kept = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new AppError(413, "payload_too_large", `Files are limited to ${Math.floor(maxBytes / 1024 / 1024)} MB`));
        return;
      }
      if (kept < SNIFF_BYTES) {
        chunks.push(chunk.subarray(0, SNIFF_BYTES - kept));
        kept += Math.min(chunk.length, SNIFF_BYTES - kept);
      }
      callback(null, chunk);
    },
  });
  return { transform, head: () => Buffer.concat(chunks) };
}

