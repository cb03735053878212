import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { contentTypeOfKey } from "./content-type";
import type { FileStore } from "./file-store";

export interface MigrationReport {
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of a store into the bucket under the same key (below `prefix` if given), streaming each one; files the
 * bucket already holds with the same size are skipped, so an interrupted run can simply restart.
 */
export async function copyStoreToS3(
  from: FileStore,
  to: { client: S3Client; bucket: string; prefix?: string },
  onFile: (key: string, outcome: "copied" | "skipped") => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0 };
  for await (const key of from.listKeys()) {
    const info = await from.stat(key);
    if (!info) continue;
    const target = to.prefix ? `${to.prefix}/${key}` : key;
    if ((await remoteSize(to, target)) === info.size) {
      report.skipped += 1;
      onFile(key, "skipped");
      continue;
    }
    const upload = new Upload({
      client: to.client,
      params: { Bucket: to.bucket, Key: target, Body: await from.openRead(key), ContentType: contentTypeOfKey(key) },
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
    report.copied += 1;
    report.bytes += info.size;
    onFile(key, "copied");
  }
  return report;
}

async function remoteSize(to: { client: S3Client; bucket: string }, key: string): Promise<number | undefined> {
  try {
    const head = await to.client.send(new HeadObjectCommand({ Bucket: to.bucket, Key: key }));
    return head.ContentLength;
  } catch {
    return undefined;
  }
}
