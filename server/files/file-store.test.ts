import { readdir, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../core/errors";
import { startLocalS3, type LocalS3 } from "../test/s3-server";
import type { FileStore } from "./file-store";
import { createLocalFileStore } from "./local-store";
import { createS3FileStore } from "./s3-store";
import { sendStoredFile } from "./send-stored-file";

/** The same behaviour from every store: local disk, and an S3 server (s3rver) on loopback. */
const diskRoot = `/tmp/platform-file-store-${process.pid}`;
let s3: LocalS3 | undefined;
afterAll(async () => {
  await rm(diskRoot, { recursive: true, force: true });
  await s3?.close();
});

const STORES: [string, () => Promise<FileStore>][] = [
  ["disk", () => Promise.resolve(createLocalFileStore(diskRoot))],
  [
    "s3",
    async () => {
      s3 = await startLocalS3();
      return createS3FileStore(s3.settings);
    },
  ],
];

const pdf = (size: number) => {
  const data = Buffer.alloc(size);
  Buffer.from("%PDF-1.7\n").copy(data);
  for (let index = 9; index < size; index += 1) data[index] = 65 + (index % 26);
  return data;
};
const PDF_ONLY = { folder: "private/tests", maxBytes: 4096, allowedTypes: ["application/pdf"] };

async function allKeys(store: FileStore) {
  const keys: string[] = [];
  for await (const key of store.listKeys()) keys.push(key);
  return keys;
}

/** A stream that sends some bytes and then fails, as a dropped connection does. */
function interrupted(head: Buffer) {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error("connection reset"));
        return;
      }
      sent = true;
      this.push(head);
    },
  });
}

describe.each(STORES)("file store on %s", (_name, createStore) => {
  let store: FileStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await createStore();
    app = Fastify();
    registerErrorHandler(app);
    app.get<{ Params: { "*": string }; Querystring: { redirect?: string } }>("/files/*", (request, reply) =>
      sendStoredFile(request, reply, store, request.params["*"], {
        contentType: "application/pdf",
        cache: "private",
        downloadName: "guía.pdf",
        redirectSeconds: request.query.redirect ? 60 : undefined,
      }),
    );
    await app.ready();
  }, 60_000);
  afterAll(() => app.close());

  it("stores a stream under a generated key, typed from its bytes", async () => {
    const saved = await store.saveStream(Readable.from([pdf(3000)]), PDF_ONLY);
    expect(saved).toMatchObject({ contentType: "application/pdf", size: 3000 });
    expect(saved.key).toMatch(/^private\/tests\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect((await store.stat(saved.key))?.size).toBe(3000);
    expect((await store.readBuffer(saved.key)).equals(pdf(3000))).toBe(true);
    await store.remove(saved.key);
    expect(await store.stat(saved.key)).toBeUndefined();
    await expect(store.openRead(saved.key)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses keys that leave the store or reach hidden folders", async () => {
    for (const key of [
      "../etc/passwd",
      "a/../../b",
      "/etc/passwd",
      ".incoming/x.part",
      "a\\..\\b",
      "a//b",
      "a/\0b",
      "",
    ]) {
      expect(await store.stat(key)).toBeUndefined();
      await expect(store.openRead(key)).rejects.toMatchObject({ status: 404 });
    }
    expect((await app.inject({ url: "/files/..%2f..%2fetc%2fpasswd" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/files/private/../../package.json" })).statusCode).toBe(404);
  });

  it("refuses an oversize upload (413) and a wrong type (415), keeping nothing", async () => {
    const before = await allKeys(store);
    await expect(store.saveStream(Readable.from([pdf(2000), pdf(2000), pdf(2000)]), PDF_ONLY)).rejects.toMatchObject({
      status: 413,
    });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    await expect(store.saveStream(Readable.from([png]), PDF_ONLY)).rejects.toMatchObject({ status: 415 });
    await expect(
      store.saveStream(Readable.from([Buffer.from("MZ\0\0\0\0\0\0\0\0\0\0\0\0\0\0")]), PDF_ONLY),
    ).rejects.toMatchObject({ status: 415 });
    expect(await allKeys(store)).toEqual(before);
  });

  it("leaves nothing visible after an interrupted upload", async () => {
    const before = await allKeys(store);
    await expect(
      store.saveStream(interrupted(pdf(6 * 1024 * 1024)), { ...PDF_ONLY, maxBytes: 50 * 1024 * 1024 }),
    ).rejects.toThrow("connection reset");
    expect(await allKeys(store)).toEqual(before);
    if (store.kind === "disk") expect(await readdir(`${diskRoot}/.incoming`)).toEqual([]);
  });

  describe("serving with ranges", () => {
    const size = 3000;
    let url = "";
    beforeAll(async () => {
      const saved = await store.saveStream(Readable.from([pdf(size)]), PDF_ONLY);
      url = `/files/${saved.key}`;
    });
    const whole = pdf(size);

    it("answers the whole file with validators, and 304 to a matching ETag", async () => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(whole)).toBe(true);
      expect(response.headers).toMatchObject({
        "accept-ranges": "bytes",
        "content-length": String(size),
        "content-type": "application/pdf",
      });
      expect(response.headers["content-disposition"]).toContain("filename*=UTF-8''gu%C3%ADa.pdf");
      const etag = String(response.headers.etag);
      expect((await app.inject({ url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
      const head = await app.inject({ method: "HEAD", url });
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-length"]).toBe(String(size));
      expect(head.rawPayload.length).toBe(0);
    });

    it.each([
      ["first bytes", "bytes=0-99", 0, 99],
      ["middle bytes", "bytes=1000-1499", 1000, 1499],
      ["last bytes (suffix)", "bytes=-100", size - 100, size - 1],
      ["open end", "bytes=2900-", 2900, size - 1],
      ["end past the file", "bytes=2990-9999", 2990, size - 1],
    ])("answers 206 for the %s", async (_label, range, start, end) => {
      const response = await app.inject({ url, headers: { range } });
      expect(response.statusCode).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers["content-length"]).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(whole.subarray(start, end + 1))).toBe(true);
    });

    it.each(["bytes=3000-3100", "bytes=500-100", "bytes=-0", "bytes=x-y", "bytes=-"])(
      "answers 416 for %s",
      async (range) => {
        const response = await app.inject({ url, headers: { range } });
        expect(response.statusCode).toBe(416);
        expect(response.headers["content-range"]).toBe(`bytes */${size}`);
        expect(response.json()).toMatchObject({ error: { code: "range_not_satisfiable" } });
      },
    );

    it("ignores a range for a changed file (If-Range) and serves the whole", async () => {
      const response = await app.inject({ url, headers: { range: "bytes=0-9", "if-range": '"old"' } });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(size);
    });

    it("redirects to a short-lived signed URL on S3 and streams from disk", async () => {
      const response = await app.inject({ url: `${url}?redirect=1` });
      if (store.kind === "disk") {
        expect(response.statusCode).toBe(200);
        return;
      }
      expect(response.statusCode).toBe(302);
      const location = String(response.headers.location);
      expect(location).toContain("X-Amz-Expires=60");
      const fetched = await fetch(location, { headers: { range: `bytes=${size - 10}-${size - 1}` } });
      expect(fetched.status).toBe(206);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(whole.subarray(size - 10))).toBe(true);
    });
  });
});
