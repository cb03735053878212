import type { Readable } from "node:stream";
import type { ByteRange } from "./byte-range";

export interface SavedFile {
  /** Path under the store, e.g. "blog/2026/05/3f2a....jpg"; never derived from user input. */
  key: string;
  contentType: string;
  size: number;
}

export interface SaveStreamOptions {
  /** Folder inside the store, chosen by the caller ("blog", "chat", "lessons"...). */
  folder: string;
  /** Bytes allowed for this use (contracts/files.ts); one more → 413, nothing kept. */
  maxBytes: number;
  /** Types accepted, judged from the first bytes (content-type.ts); another → 415, nothing kept. */
  allowedTypes: readonly string[];
}

export interface StoredFileInfo {
  size: number;
  lastModified: Date;
  /** A strong validator for caches and If-Range (quoted, as HTTP sends it). */
  etag: string;
}

/**
 * Where uploads live: local disk (DATA_DIR/uploads) or an S3-compatible bucket (S3_BUCKET).
 * Keys are generated (folder/yyyy/mm/uuid.ext); uploads are streamed with a size cap and typed
 * from their bytes, and a failed or interrupted upload leaves nothing visible. Blog covers, chat
 * attachments, course media and resources all use it, each with its own folder, size and types.
 */
export interface FileStore {
  /** "disk" or "s3": operations output and the migration script read it. */
  kind: "disk" | "s3";
  saveStream: (stream: Readable, options: SaveStreamOptions) => Promise<SavedFile>;
  /** Writes a file the platform made itself (image variants, demo files) under a known key. */
  saveBuffer: (key: string, data: Buffer, contentType?: string) => Promise<void>;
  /** Size, date and ETag of a stored file; undefined when there is none (or the key is unsafe). */
  stat: (key: string) => Promise<StoredFileInfo | undefined>;
  /** The bytes of a file, or of one inclusive range of it, as a stream. Throws 404 if missing. */
  openRead: (key: string, range?: ByteRange) => Promise<Readable>;
  /** A whole (small) file in memory: images for sharp, a PDF's text. Not for videos. */
  readBuffer: (key: string) => Promise<Buffer>;
  /**
   * A short-lived URL the browser may fetch directly (S3 presigned GET), or undefined when the
   * store has none (disk): then the route streams the file itself.
   */
  signedUrl: (key: string, options: SignedUrlOptions) => Promise<string | undefined>;
  remove: (key: string) => Promise<void>;
  /** Moves a file to another key (another folder: private, say); the old key is gone after. */
  move: (from: string, to: string) => Promise<void>;
  /** The public URL of a key, served by the files routes (/uploads/...). */
  urlFor: (key: string) => string;
  /** Every stored key (the disk → S3 migration walks it), or those under a folder (`private/x`). */
  listKeys: (folder?: string) => AsyncIterable<string>;
}

export interface SignedUrlOptions {
  seconds: number;
  contentType?: string;
  /** Asks the browser to save the file under this name. */
  downloadName?: string;
}

export const UPLOADS_URL_PREFIX = "/uploads/";
