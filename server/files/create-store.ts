import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../core/config";
import type { FileStore } from "./file-store";
import { createLocalFileStore } from "./local-store";
import { createS3FileStore, s3SettingsOf } from "./s3-store";

/** The uploads store the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createFileStore(config: Config): FileStore {
  const s3 = s3SettingsOf(config);
  return s3 ? createS3FileStore(s3) : createLocalFileStore(path.join(config.DATA_DIR, "uploads"));
}

/**
 * An external database is how several instances run (docs/operations.md, Scale); each would keep
 * its own uploads and chat attachments on its own disk, and serve only those, so a file saved
 * through one answers 404 from the others. The app cannot tell a shared volume from a private
 * disk, so it says so once at start.
 */
export function warnWhenFilesAreNotShared(
  config: Pick<Config, "DATABASE_URL" | "S3_BUCKET" | "DATA_DIR">,
  log: Pick<FastifyBaseLogger, "warn">,
): void {
  if (!config.DATABASE_URL || config.S3_BUCKET) return;
  log.warn(
    `Files are kept on this machine's disk (${path.join(config.DATA_DIR, "uploads")} and ` +
      `${path.join(config.DATA_DIR, "chat-attachments")}) while the database is external. Several instances ` +
      "need one file store: set S3_BUCKET, or put those two folders on one volume all instances share.",
  );
}
