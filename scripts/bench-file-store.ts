// Part of `npm run bench` (alone: `npm run bench -- --files`): streams a generated 200 MB upload
// into the disk store and into an S3 server on loopback (s3rver), then reads it back, sampling
// the process's RSS. Printed, never asserted: the peak should stay near the start (no whole
// file in memory).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "../server/files/file-store";
import { createLocalFileStore } from "../server/files/local-store";
import { createS3FileStore } from "../server/files/s3-store";
import { startLocalS3 } from "../server/test/s3-server";

const TOTAL_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

function generatedVideo(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= TOTAL_MB * 1024 * 1024) {
        this.push(null);
        return;
      }
      // An MP4 signature first, so the store accepts it as a video.
      this.push(sent === 0 ? Buffer.concat([Buffer.from("\0\0\0\x18ftypisom"), CHUNK.subarray(12)]) : CHUNK);
      sent += CHUNK.length;
    },
  });
}

async function measure(label: string, work: () => Promise<void>) {
  const mb = () => process.memoryUsage().rss / 1024 / 1024;
  const start = mb();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, mb())), 50);
  const began = performance.now();
  await work();
  clearInterval(timer);
  const seconds = (performance.now() - began) / 1000;
  console.log(
    `  ${label.padEnd(28)} RSS ${start.toFixed(0)} MB → peak ${peak.toFixed(0)} MB (+${(peak - start).toFixed(0)} MB), ${(TOTAL_MB / seconds).toFixed(0)} MB/s`,
  );
}

async function benchStore(name: string, store: FileStore) {
  let key = "";
  await measure(`${name}: upload ${TOTAL_MB} MB`, async () => {
    key = (
      await store.saveStream(generatedVideo(), {
        folder: "private/bench",
        maxBytes: 500 * 1024 * 1024,
        allowedTypes: ["video/mp4"],
      })
    ).key;
  });
  await measure(`${name}: read back`, async () => {
    await pipeline(await store.openRead(key), new Writable({ write: (_chunk, _encoding, callback) => callback() }));
  });
  await store.remove(key);
}

console.log(`\nFile store streaming (${TOTAL_MB} MB generated video):`);
const root = await mkdtemp(path.join(os.tmpdir(), "platform-bench-files-"));
const s3 = await startLocalS3("platform-bench");
try {
  await benchStore("disk", createLocalFileStore(root));
  await benchStore("s3 (s3rver)", createS3FileStore(s3.settings));
} finally {
  await s3.close();
  await rm(root, { recursive: true, force: true });
}
