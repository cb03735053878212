import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ZUploadedFileSchema } from "../../contracts/blog";
import { uploadedFiles } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";
import { detectContentType } from "../files/content-type";

const dataDir = `/tmp/platform-files-test-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const headers = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = "----platform-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (filename: string, contentType: string, data: Buffer) =>
  app.inject({ method: "POST", url: "/api/admin/uploads", ...multipart(filename, contentType, data) });

/** The PNG with its IHDR claiming another size (CRC fixed), the shape of a decompression bomb. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

function listStored(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(`${dataDir}/uploads/`.length));
}

describe("image uploads", () => {
  it("stores an image under a generated name with web sizes and serves it with long caching", async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    const response = await upload("../../etc/passwd.png", "image/png", png);
    expect(response.statusCode).toBe(201);
    const file = ZUploadedFileSchema.parse(response.json());
    expect(file).toMatchObject({ contentType: "image/png", width: 1200, height: 600 });
    expect(file.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    expect(file.url).toMatch(/^\/uploads\/blog\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1200\.webp$/);
    expect(file.url).not.toContain("passwd");

    const served = await app.inject({ method: "GET", url: file.variants[0]?.url ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
  });

  it("keeps the original without its EXIF (GPS, camera), turned the way EXIF said", async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0a7" } })
      .jpeg()
      .withExif({ IFD0: { Make: "SecretCam", Copyright: "Ana en Calle Mayor 5" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("SecretCam");
    const response = await upload("foto.jpg", "image/jpeg", photo);
    expect(response.statusCode).toBe(201);
    const [stored] = await context.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, ZUploadedFileSchema.parse(response.json()).id));
    const original = await app.inject({ method: "GET", url: `/uploads/${stored?.storageKey ?? ""}` });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.toString("latin1")).not.toContain("SecretCam");
    const metadata = await sharp(original.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(stored?.size).toBe(original.rawPayload.length);
  });

  it("judges the type by the bytes, not the name or the declared type", async () => {
    const response = await upload("foto.png", "image/png", Buffer.from("<script>alert(1)</script>"));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    const pdf = await upload("doc.png", "image/png", Buffer.from("%PDF-1.7\n..."));
    expect(pdf.statusCode).toBe(415);
    const incoming = `${dataDir}/uploads/.incoming`;
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });

  it("answers 415, not 500, to an image that is corrupt or a pixel bomb, and keeps nothing of it", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0a7" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const flipped = Buffer.from(png);
    const pixelByte = png.indexOf("IDAT") + 40;
    flipped[pixelByte] = (flipped[pixelByte] ?? 0) ^ 0xff;
    const bomb = withPngSize(png, 60_000, 60_000);
    const before = await context.database.db.select().from(uploadedFiles);
    for (const [name, data] of [
      ["truncated", png.subarray(0, 45)],
      ["flipped", flipped],
      ["bomb", bomb],
    ] as const) {
      const response = await upload(`${name}.png`, "image/png", data);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 415 });
      expect(response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    }
    expect(await context.database.db.select().from(uploadedFiles)).toHaveLength(before.length);
    const kept = new Set(before.flatMap((row) => [row.storageKey, ...row.variants.map((variant) => variant.key)]));
    expect(listStored(`${dataDir}/uploads/blog`).filter((key) => !kept.has(key))).toEqual([]);
  });

  it("refuses a request without a file and never serves the incoming folder", async () => {
    const empty = await app.inject({ method: "POST", url: "/api/admin/uploads", headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    // Not served by the file routes; the SPA fallback answers (503 here: no web build in tests).
    expect((await app.inject({ method: "GET", url: "/uploads/.incoming/x.part" })).statusCode).not.toBe(200);
    expect((await app.inject({ method: "GET", url: "/uploads/../../etc/passwd" })).body).not.toContain("root:");
  });

  it("recognises common types from their first bytes", () => {
    expect(detectContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detectContentType(Buffer.from("GIF89a......"))).toBe("image/gif");
    expect(detectContentType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(detectContentType(Buffer.from("%PDF-1.4"))).toBe("application/pdf");
    expect(detectContentType(Buffer.from("hola"))).toBe("text/plain");
    expect(detectContentType(Buffer.from([0, 1, 2, 3]))).toBeUndefined();
  });
});
