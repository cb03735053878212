import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, expect, it } from "vitest";
import { startLocalS3 } from "../test/s3-server";
import { CHAT_ATTACHMENTS_PREFIX, isPublicKey } from "./keys";
import { createLocalFileStore } from "./local-store";
import { prefixedStore } from "./prefixed-store";
import { copyStoreToS3 } from "./migrate-to-s3";
import { createS3FileStore } from "./s3-store";

const s3 = await startLocalS3("platform-migration");
const root = await mkdtemp(path.join(os.tmpdir(), "platform-migrate-"));
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

it("copies every disk file to the bucket under the same key, and skips them on a second run", async () => {
  const disk = createLocalFileStore(root);
  const pdf = await disk.saveStream(Readable.from([Buffer.from("%PDF-1.7\nguía")]), {
    folder: "private/resources",
    maxBytes: 1000,
    allowedTypes: ["application/pdf"],
  });
  await disk.saveBuffer("blog/2026/05/cover-480.webp", Buffer.from("RIFF\0\0\0\0WEBPVP8 "));
  const bucket = createS3FileStore(s3.settings);

  const first = await copyStoreToS3(disk, { client: bucket.client, bucket: s3.settings.bucket });
  expect(first).toMatchObject({ copied: 2, skipped: 0 });
  expect((await bucket.readBuffer(pdf.key)).toString()).toBe("%PDF-1.7\nguía");
  expect((await bucket.stat("blog/2026/05/cover-480.webp"))?.size).toBe(16);

  expect(await copyStoreToS3(disk, { client: bucket.client, bucket: s3.settings.bucket })).toMatchObject({
    copied: 0,
    skipped: 2,
  });
});

it("copies chat attachments below their private prefix, where the attachment store reads them", async () => {
  const chatRoot = await mkdtemp(path.join(os.tmpdir(), "platform-migrate-chat-"));
  try {
    const disk = createLocalFileStore(chatRoot);
    const saved = await disk.saveStream(Readable.from([Buffer.from("%PDF-1.7\ncontrato")]), {
      folder: "chat",
      maxBytes: 1000,
      allowedTypes: ["application/pdf"],
    });
    const bucket = createS3FileStore(s3.settings);
    await copyStoreToS3(disk, { client: bucket.client, bucket: s3.settings.bucket, prefix: CHAT_ATTACHMENTS_PREFIX });
    const attachments = prefixedStore(bucket, CHAT_ATTACHMENTS_PREFIX);
    expect((await attachments.readBuffer(saved.key)).toString()).toBe("%PDF-1.7\ncontrato");
    expect(await bucket.stat(saved.key)).toBeUndefined();
    expect(isPublicKey(`${CHAT_ATTACHMENTS_PREFIX}/${saved.key}`)).toBe(false);
    const fresh = await attachments.saveStream(Readable.from([Buffer.from("%PDF-1.7\n")]), {
      folder: "chat",
      maxBytes: 1000,
      allowedTypes: ["application/pdf"],
    });
    expect(fresh.key).toMatch(/^chat\//);
    expect(await bucket.stat(`${CHAT_ATTACHMENTS_PREFIX}/${fresh.key}`)).toBeDefined();
  } finally {
    await rm(chatRoot, { recursive: true, force: true });
  }
});
