import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { ZUploadedFileSchema } from "../../contracts/blog";
import { ZAdminResourceSchema } from "../../contracts/resources";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { startLocalS3 } from "../test/s3-server";

/** The whole app with S3_BUCKET set: uploads land in the bucket and every route reads them from it. */
const s3 = await startLocalS3("platform-app");
const dataDir = `/tmp/platform-s3-app-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir, ...s3.env });
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});
const admin = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

function multipart(filename: string, data: Buffer) {
  const boundary = "----platform-s3-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

it("stores blog images in the bucket and serves them with ranges from it", async () => {
  expect(context.files.kind).toBe("s3");
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
  const uploaded = await app.inject({ method: "POST", url: "/api/admin/uploads", ...multipart("foto.png", png) });
  expect(uploaded.statusCode).toBe(201);
  const file = ZUploadedFileSchema.parse(uploaded.json());
  const key = file.url.replace("/uploads/", "");
  expect(await context.files.stat(key)).toBeDefined();
  const whole = await app.inject({ url: file.url });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers["content-type"]).toBe("image/webp");
  const size = whole.rawPayload.length;
  const tail = await app.inject({ url: file.url, headers: { range: "bytes=-10" } });
  expect(tail.statusCode).toBe(206);
  expect(tail.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
  expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
  expect((await app.inject({ url: file.url, headers: { range: `bytes=${size}-` } })).headers["content-range"]).toBe(
    `bytes */${size}`,
  );
});

it("keeps resource files private in the bucket and streams them after the tier check", async () => {
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/resources",
    headers: admin,
    payload: { title: "Guía", type: "guide", published: true },
  });
  const resource = ZAdminResourceSchema.parse(created.json());
  expect(
    (
      await app.inject({
        method: "PUT",
        url: `/api/admin/resources/${resource.id}/file`,
        ...multipart("guia.pdf", Buffer.from("%PDF-1.4\nguía")),
      })
    ).statusCode,
  ).toBe(200);
  const premium = {
    authorization: (await signInAs(context, await buildUser(context, { tier: "premium" }))).authorization,
  };
  const free = { authorization: (await signInAs(context, await buildUser(context, { tier: "free" }))).authorization };
  const served = await app.inject({ url: resource.downloadUrl, headers: premium });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.toString()).toBe("%PDF-1.4\nguía");
  expect((await app.inject({ url: resource.downloadUrl, headers: free })).statusCode).toBe(403);
  const [row] = await context.database.db.query.resources.findMany({
    where: (table, { eq }) => eq(table.id, resource.id),
  });
  expect((await app.inject({ url: `/uploads/${row?.fileKey ?? ""}` })).statusCode).toBe(404);
});
