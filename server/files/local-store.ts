import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, opendir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { AppError } from "../core/errors";
import { UPLOADS_URL_PREFIX, type FileStore } from "./file-store";
import { assertSafeKey, generateKey, isSafeKey } from "./keys";
import { checkUpload } from "./upload-stream";

/** Folder of uploads being written; never served, emptied of a failed upload at once. */
const INCOMING = ".incoming";

/** Files on local disk under `root`; an upload is written aside and renamed into place when whole. */
export function createLocalFileStore(root: string): FileStore {
  const absoluteRoot = path.resolve(root);
  const resolve = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(absoluteRoot, key);
    if (!full.startsWith(absoluteRoot + path.sep)) throw new AppError(404, "not_found", "No such file");
    return full;
  };
  const statOf = async (key: string) => {
    if (!isSafeKey(key)) return undefined;
    try {
      const info = await stat(resolve(key));
      if (!info.isFile()) return undefined;
      const tag = createHash("sha1").update(`${key}:${info.size}:${info.mtimeMs}`).digest("base64url").slice(0, 20);
      return { size: info.size, lastModified: info.mtime, etag: `"${tag}"` };
    } catch {
      return undefined;
    }
  };
  return {
    kind: "disk",
    urlFor: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    stat: statOf,
    openRead: async (key, range) => {
      if (!(await statOf(key))) throw new AppError(404, "not_found", "No such file");
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    readBuffer: (key) => readFile(resolve(key)),
    signedUrl: () => Promise.resolve(undefined),
    saveBuffer: async (key, data) => {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    remove: async (key) => {
      await rm(resolve(key), { force: true });
    },
    listKeys: () => walk(absoluteRoot, ""),
    saveStream: async (stream, options) => {
      const checked = await checkUpload(stream, options);
      const temporary = path.join(absoluteRoot, INCOMING, `${randomUUID()}.part`);
      await mkdir(path.dirname(temporary), { recursive: true });
      const output = createWriteStream(temporary);
      try {
        await pipeline(checked.body, output);
        const key = generateKey(options.folder, checked.contentType);
        await mkdir(path.dirname(resolve(key)), { recursive: true });
        await rename(temporary, resolve(key));
        return { key, contentType: checked.contentType, size: checked.bytesRead() };
      } finally {
        // A failed pipeline rejects before the destroyed file stream has finished opening; removing
        // the file before then would leave the .part file it creates afterwards.
        if (!output.closed) await new Promise<void>((resolve) => output.once("close", () => resolve()));
        await rm(temporary, { force: true });
      }
    },
  };
}

async function* walk(folder: string, prefix: string): AsyncIterable<string> {
  let directory;
  try {
    directory = await opendir(folder);
  } catch {
    return;
  }
  for await (const entry of directory) {
    const key = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory() && entry.name !== INCOMING) yield* walk(path.join(folder, entry.name), key);
    else if (entry.isFile() && isSafeKey(key)) yield key;
  }
}
