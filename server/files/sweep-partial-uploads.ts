import path from "node:path";
import type { Config } from "../core/config";
import { sweepIncomingParts } from "./local-store";

/**
 * At start, on disk: the parts of uploads a crash cut short, in the uploads and the chat
 * attachments folders (a bucket shows no upload until it is whole). Answers how many went.
 */
export async function sweepPartialUploads(config: Pick<Config, "S3_BUCKET" | "DATA_DIR">): Promise<number> {
  if (config.S3_BUCKET) return 0;
  const roots = [path.join(config.DATA_DIR, "uploads"), path.join(config.DATA_DIR, "chat-attachments")];
  const removed = await Promise.all(roots.map((root) => sweepIncomingParts(root)));
  return removed.reduce((sum, count) => sum + count, 0);
}
