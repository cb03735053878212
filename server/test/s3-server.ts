import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../files/s3-store";

export interface LocalS3 {
  settings: S3Settings;
  /** The same settings as S3_* environment variables (an app under test, a script). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** An S3-compatible server (s3rver) on loopback with one empty bucket, in its own temp folder. */
export async function startLocalS3(bucket = "platform-test"): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "platform-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed development credentials.
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
