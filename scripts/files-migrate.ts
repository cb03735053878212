// `npm run files:migrate`: copies DATA_DIR/uploads into the S3 bucket of S3_BUCKET (same keys) and
// DATA_DIR/chat-attachments under private/chat-attachments/, so an installation can switch its
// files to S3. Safe to run again: files already copied are skipped.
import path from "node:path";
import { ConfigError, loadConfig } from "../server/core/config";
import { CHAT_ATTACHMENTS_PREFIX } from "../server/files/keys";
import { createLocalFileStore } from "../server/files/local-store";
import { copyStoreToS3 } from "../server/files/migrate-to-s3";
import { createS3FileStore, s3SettingsOf } from "../server/files/s3-store";

try {
  const config = loadConfig();
  const settings = s3SettingsOf(config);
  if (!settings)
    throw new ConfigError("Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first");
  const target = createS3FileStore(settings);
  const folders = [
    { source: path.join(config.DATA_DIR, "uploads"), prefix: undefined },
    { source: path.join(config.DATA_DIR, "chat-attachments"), prefix: CHAT_ATTACHMENTS_PREFIX },
  ];
  for (const { source, prefix } of folders) {
    console.log(`Copying ${source} to s3://${settings.bucket}/${prefix ?? ""} ...`);
    const report = await copyStoreToS3(
      createLocalFileStore(source),
      { client: target.client, bucket: settings.bucket, prefix },
      (key, outcome) => console.log(`  ${outcome === "copied" ? "copied " : "present"} ${key}`),
    );
    console.log(
      `Done: ${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.skipped} already there.`,
    );
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
