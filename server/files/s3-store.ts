import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../core/config";
import { AppError } from "../core/errors";
import { attachmentHeader } from "./content-disposition";
import { UPLOADS_URL_PREFIX, type FileStore } from "./file-store";
import { assertSafeKey, generateKey, isSafeKey } from "./keys";
import { checkUpload } from "./upload-stream";

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function s3SettingsOf(config: Config): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** Parts of a multipart upload: S3's minimum, so at most a few parts are ever in memory. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. An upload is typed from its first bytes, then streamed as a
 * multipart upload under its final key: S3 shows an object only once the upload completes, and
 * a refused or interrupted one is aborted, so nothing half-written is ever visible.
 */
export function createS3FileStore(settings: S3Settings): FileStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers reject the trailing
    // checksums (aws-chunked bodies) the SDK would otherwise add to every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  const stat = async (key: string) => {
    if (!isSafeKey(key)) return undefined;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      const lastModified = head.LastModified ?? new Date(0);
      const etag =
        head.ETag ?? `"${createHash("sha1").update(`${key}:${size}:${lastModified.getTime()}`).digest("hex")}"`;
      return { size, lastModified, etag };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: "s3",
    client,
    urlFor: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    stat,
    openRead: async (key, range) => {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
        return object.Body;
      } catch (error) {
        if (isMissing(error)) throw new AppError(404, "not_found", "No such file");
        throw error;
      }
    },
    readBuffer: async (key) => {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new AppError(404, "not_found", "No such file");
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) throw new AppError(404, "not_found", "No such file");
        throw error;
      }
    },
    signedUrl: async (key, options) => {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition:
          options.downloadName === undefined ? undefined : attachmentHeader(options.downloadName),
      });
      return getSignedUrl(client, command, { expiresIn: options.seconds });
    },
    saveBuffer: async (key, data, contentType) => {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    remove: async (key) => {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    move: async (from, to) => {
      assertSafeKey(from);
      assertSafeKey(to);
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    listKeys: (folder) => listAll(client, Bucket, folder === undefined ? undefined : `${folder}/`),
    saveStream: async (stream, options) => {
      const checked = await checkUpload(stream, options);
      const key = generateKey(options.folder, checked.contentType);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: checked.body, ContentType: checked.contentType },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      let bodyError: unknown;
      checked.body.once("error", (error) => {
        bodyError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        checked.body.destroy();
        await upload.abort().catch(() => undefined);
        // The upload's own failure (413, a dropped connection) rather than a failed clean-up's.
        throw bodyError ?? error;
      }
      return { key, contentType: checked.contentType, size: checked.bytesRead() };
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NotFound || error instanceof NoSuchKey) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}

async function* listAll(client: S3Client, Bucket: string, Prefix?: string): AsyncIterable<string> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken, Prefix }));
    for (const item of page.Contents ?? []) if (item.Key && isSafeKey(item.Key)) yield item.Key;
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}
