import { rm } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { ZAdminResourceSchema, ZResourceListSchema } from "../../contracts/resources";
import type { Tier } from "../../contracts/tiers";
import { insertDemoResources, renderDemoFile } from "../start-up/seed/demo-resources";
import { DEMO_RESOURCE_TEXTS } from "../start-up/seed/demo-resource-texts";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";

const dataDir = `/tmp/platform-resources-test-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const headersOf = async (tier: Tier) => ({
  authorization: (await signInAs(context, await buildUser(context, { tier }))).authorization,
});
const admin = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };
const premium = await headersOf("premium");

function multipart(filename: string, data: Buffer) {
  const boundary = "----platform-resource-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function createResource(body: Record<string, unknown>) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/resources",
    headers: admin,
    payload: { type: "guide", published: true, ...body },
  });
  expect(response.statusCode).toBe(201);
  return ZAdminResourceSchema.parse(response.json());
}

async function uploadFile(id: string, filename: string, data: Buffer) {
  return app.inject({ method: "PUT", url: `/api/admin/resources/${id}/file`, ...multipart(filename, data) });
}

const seeded = await insertDemoResources(context);

describe("demo resources", () => {
  it("seeds 6 published resources with real files", async () => {
    expect(seeded).toBe(true);
    const list = ZResourceListSchema.parse((await app.inject({ url: "/api/resources", headers: premium })).json());
    const demo = list.resources.filter((resource) => DEMO_RESOURCE_TEXTS.some((text) => text.title === resource.title));
    expect(demo).toHaveLength(6);
    expect(new Set(demo.map((resource) => resource.type))).toEqual(
      new Set(["template", "guide", "checklist", "toolkit"]),
    );
    for (const resource of demo) {
      const response = await app.inject({ url: resource.downloadUrl, headers: premium });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toContain(resource.fileName ?? "none");
      if (resource.fileName?.endsWith(".pdf")) {
        const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
        const { text } = await extractText(pdf, { mergePages: true });
        expect(text).toContain(resource.title.split(" ")[0]);
      } else {
        expect(response.rawPayload.toString("utf8")).toMatch(/^# /);
      }
    }
  });

  it("marks the demo resources as examples for the admin, and no resource an admin creates", async () => {
    const { resources } = (await app.inject({ url: "/api/admin/resources", headers: admin })).json<{
      resources: unknown[];
    }>();
    const listed = resources.map((resource) => ZAdminResourceSchema.parse(resource));
    const isDemo = (title: string) => DEMO_RESOURCE_TEXTS.some((text) => text.title === title);
    expect(
      listed
        .filter((resource) => resource.isExample)
        .map((resource) => resource.title)
        .sort(),
    ).toEqual(
      listed
        .filter((resource) => isDemo(resource.title))
        .map((resource) => resource.title)
        .sort(),
    );
    expect(listed.filter((resource) => resource.isExample)).toHaveLength(DEMO_RESOURCE_TEXTS.length);
  });

  it("renders PDFs with Spanish accents", async () => {
    const guide = DEMO_RESOURCE_TEXTS.find((resource) => resource.fileName.endsWith(".pdf"));
    if (!guide) throw new Error("a demo PDF is expected");
    const pdf = await getDocumentProxy(new Uint8Array(await renderDemoFile(guide)));
    expect((await extractText(pdf, { mergePages: true })).text).toMatch(/[áéíóú]/);
  });
});

describe("tier checks", () => {
  it.each(["free", "basic"] as const)("refuses a %s account the list and a guessed download URL", async (tier) => {
    const headers = await headersOf(tier);
    const resource = await createResource({ title: `Para ${tier}` });
    await uploadFile(resource.id, "guia.pdf", Buffer.from("%PDF-1.4\nhola"));
    const list = await app.inject({ url: "/api/resources", headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ error: { code: "premium_required" } });
    const download = await app.inject({ url: resource.downloadUrl, headers });
    expect(download.statusCode).toBe(403);
    expect(download.rawPayload.toString()).not.toContain("hola");
    expect((await app.inject({ url: resource.downloadUrl })).statusCode).toBe(401);
  });

  it("never serves a resource file through /uploads", async () => {
    const [row] = await context.database.db.query.resources.findMany({ limit: 1 });
    expect(row?.fileKey).toMatch(/^private\/resources\//);
    expect((await app.inject({ url: `/uploads/${row?.fileKey ?? ""}` })).statusCode).toBe(404);
  });

  it("counts downloads, serves ranges, and keeps an enterprise resource from premium", async () => {
    const resource = await createResource({ title: "Contable" });
    await uploadFile(resource.id, "plantilla.pdf", Buffer.from("%PDF-1.4\n0123456789"));
    expect((await app.inject({ url: resource.downloadUrl, headers: premium })).statusCode).toBe(200);
    const partial = await app.inject({ url: resource.downloadUrl, headers: { ...premium, range: "bytes=9-12" } });
    expect(partial.statusCode).toBe(206);
    expect(partial.rawPayload.toString()).toBe("0123");
    const list = ZResourceListSchema.parse((await app.inject({ url: "/api/resources", headers: premium })).json());
    expect(list.resources.find((item) => item.id === resource.id)?.downloads).toBe(1);

    const enterprise = await createResource({ title: "Solo empresa", requiredTier: "enterprise" });
    await uploadFile(enterprise.id, "e.pdf", Buffer.from("%PDF-1.4\n"));
    const refused = await app.inject({ url: enterprise.downloadUrl, headers: premium });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "tier_required", details: { requiredTier: "enterprise" } } });
    expect((await app.inject({ url: enterprise.downloadUrl, headers: await headersOf("enterprise") })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: enterprise.downloadUrl, headers: admin })).statusCode).toBe(200);
  });

  it("hides drafts and answers an external link as JSON or a redirect", async () => {
    const draft = await createResource({
      title: "Borrador",
      published: false,
      externalUrl: "https://example.com/borrador",
    });
    expect((await app.inject({ url: draft.downloadUrl, headers: premium })).statusCode).toBe(404);
    const link = await createResource({ title: "Enlace", externalUrl: "https://example.com/kit" });
    expect(link.kind).toBe("link");
    const json = await app.inject({ url: link.downloadUrl, headers: { ...premium, accept: "application/json" } });
    expect(json.json()).toEqual({ url: "https://example.com/kit" });
    const redirect = await app.inject({ url: link.downloadUrl, headers: premium });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("https://example.com/kit");
  });
});

describe("admin", () => {
  it("uploads, replaces with a link (removing the file) and deletes", async () => {
    const resource = await createResource({ title: "Kit", type: "toolkit", category: "herramientas" });
    const uploaded = await uploadFile(resource.id, "../../kit final.md", Buffer.from("# Kit\n\nPasos."));
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ kind: "file", fileName: "kit final.md", fileSize: 13 });
    const [row] = await context.database.db.query.resources.findMany({
      where: (table, { eq }) => eq(table.id, resource.id),
    });
    const key = row?.fileKey ?? "";
    expect(await context.files.stat(key)).toBeDefined();

    const edited = await app.inject({
      method: "PUT",
      url: `/api/admin/resources/${resource.id}`,
      headers: admin,
      payload: { title: "Kit", type: "toolkit", externalUrl: "https://example.com/kit", published: true },
    });
    expect(edited.json()).toMatchObject({ kind: "link", fileName: null });
    expect(await context.files.stat(key)).toBeUndefined();

    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/resources/${resource.id}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/resources/${resource.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it("refuses a file of the wrong type (415) or over 20 MB (413), and bad fields (400)", async () => {
    const resource = await createResource({ title: "Tipos" });
    const exe = await uploadFile(resource.id, "virus.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100)]));
    expect(exe.statusCode).toBe(415);
    const big = await uploadFile(
      resource.id,
      "big.pdf",
      Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20 * 1024 * 1024, 0x20)]),
    );
    expect(big.statusCode).toBe(413);
    for (const payload of [
      { title: "", type: "guide" },
      { title: "x", type: "video" },
      { title: "x\0", type: "guide" },
      { title: "x", type: "guide", externalUrl: "javascript:alert(1)" },
    ]) {
      const response = await app.inject({ method: "POST", url: "/api/admin/resources", headers: admin, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});
