import path from "node:path";
import type { Config } from "../core/config";
import type { FileStore } from "./file-store";
import { createLocalFileStore } from "./local-store";
import { createS3FileStore, s3SettingsOf } from "./s3-store";

/** The uploads store the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createFileStore(config: Config): FileStore {
  const s3 = s3SettingsOf(config);
  return s3 ? createS3FileStore(s3) : createLocalFileStore(path.join(config.DATA_DIR, "uploads"));
}
