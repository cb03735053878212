import type { FileStore, SavedFile } from "../files/file-store";
import { readVideoDurationSeconds } from "./video-duration";

/** The length of a video already in the store, read from its header by ranged reads. */
export async function readStoredVideoDuration(files: FileStore, saved: SavedFile): Promise<number | null> {
  return readVideoDurationSeconds(async (offset, length) => {
    const end = Math.min(saved.size, offset + length) - 1;
    if (end < offset) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await files.openRead(saved.key, { start: offset, end })) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    return Buffer.concat(chunks);
  }, saved.size);
}
