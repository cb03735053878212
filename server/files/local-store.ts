import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, opendir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { AppError } from "../core/errors";
import { UPLOADS_URL_PREFIX, type FileStore } from "./file-store";
import { assertSafeKey, generateKey, isPublicKey, isSafeKey, PRIVATE_PREFIX } from "./keys";
import { checkUpload } from "./upload-stream";

/** Folder of uploads being written; never served, emptied of a failed upload at once. */
const INCOMING = ".incoming";

/** Files: the app's user reads and writes them, nobody else (a shared host, a shell account). */
const FILE_MODE = 0o600;
/** Folders of files served only after a permission check: not even listed by others. */
const PRIVATE_FOLDER_MODE = 0o700;

interface LocalStoreOptions {
  /** Every file in it is private (chat attachments): the store's own folder is 0700 too. */
  isPrivate?: boolean;
}

/** Files on local disk under `root`; an upload is written aside and renamed into place when whole. */
export function createLocalFileStore(root: string, { isPrivate = false }: LocalStoreOptions = {}): FileStore {
  const absoluteRoot = path.resolve(root);
  const resolve = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(absoluteRoot, key);
    if (!full.startsWith(absoluteRoot + path.sep)) throw new AppError(404, "not_found", "No such file");
    return full;
  };
  // The top folder is made (or narrowed, if an older version made it wider) before any file in it.
  const makeFolderFor = async (full: string, key: string) => {
    if (isPrivate) {
      await mkdir(absoluteRoot, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await chmod(absoluteRoot, PRIVATE_FOLDER_MODE);
    } else if (!isPublicKey(key)) {
      const top = path.join(absoluteRoot, key.split("/", 1)[0] ?? PRIVATE_PREFIX);
      await mkdir(top, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await chmod(top, PRIVATE_FOLDER_MODE);
    }
    const isPrivateFolder = isPrivate || !isPublicKey(key);
    await mkdir(path.dirname(full), { recursive: true, ...(isPrivateFolder ? { mode: PRIVATE_FOLDER_MODE } : {}) });
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
      await makeFolderFor(full, key);
      await writeFile(full, data, { mode: FILE_MODE });
    },
    remove: async (key) => {
      await rm(resolve(key), { force: true });
    },
    move: async (from, to) => {
      const target = resolve(to);
      await makeFolderFor(target, to);
      await rename(resolve(from), target);
    },
    listKeys: (folder) => (folder === undefined ? walk(absoluteRoot, "") : walk(resolve(folder), folder)),
    saveStream: async (stream, options) => {
      const checked = await checkUpload(stream, options);
      const temporary = path.join(absoluteRoot, INCOMING, `${randomUUID()}.part`);
      await mkdir(path.dirname(temporary), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const output = createWriteStream(temporary, { mode: FILE_MODE });
      try {
        await pipeline(checked.body, output);
        const key = generateKey(options.folder, checked.contentType);
        await makeFolderFor(resolve(key), key);
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

/** A part not written to for this long is an upload that died with its process (a crash, kill -9). */
const ABANDONED_PART_MS = 10 * 60 * 1000;

/**
 * Removes the `.incoming` parts of uploads that died with their process. A part still being
 * written is touched with every chunk, so parts of live uploads (another instance's on a shared
 * volume) stay. Answers how many went.
 */
export async function sweepIncomingParts(root: string, now = Date.now()): Promise<number> {
  const folder = path.join(path.resolve(root), INCOMING);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || now - info.mtimeMs < ABANDONED_PART_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
