import { describe, expect, it } from "vitest";
import type { TAdminSoftware, TSoftwareLanding, TSoftwareList } from "../../contracts/software";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";
import { createSoftwarePageMeta } from "./page-meta";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const admin = await signInAs(context, await buildAdmin(context));
const headers = { authorization: admin.authorization };
const resolveMeta = createSoftwarePageMeta(context);

const PRODUCT = {
  name: "DespachoIA",
  slug: "despacho-ia",
  tagline: "La gestión del despacho",
  description: "## Qué es\n\nUn **programa** para despachos.",
  features: ["Expedientes", "Plazos"],
  screenshots: [{ url: "/uploads/software/2026/abc.webp", alt: "Panel" }],
  pricing: "39 € al mes",
  ctaUrl: "/contacto?tipo=demo",
  published: true,
};

async function createProduct(overrides: Record<string, unknown> = {}): Promise<TAdminSoftware> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/software",
    headers,
    payload: { ...PRODUCT, isExample: true, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  // Only the demo seed marks a product as an example, never an admin's request.
  expect(response.json<TAdminSoftware>().isExample).toBe(false);
  return response.json<TAdminSoftware>();
}

describe("software landings", () => {
  it("publishes a product on the list, its landing and its page meta", async () => {
    await createProduct();
    const list = (await app.inject({ url: "/api/software" })).json<TSoftwareList>();
    expect(list.products.map((product) => product.slug)).toContain("despacho-ia");
    const landing = await app.inject({ url: "/api/software/despacho-ia" });
    expect(landing.statusCode).toBe(200);
    expect(landing.json()).toMatchObject({
      name: "DespachoIA",
      features: ["Expedientes", "Plazos"],
      cover: { alt: "Panel" },
    });
    const meta = await resolveMeta("/software/despacho-ia");
    expect(meta?.title).toContain("DespachoIA");
    expect(meta?.canonicalPath).toBe("/software/despacho-ia");
    expect(meta?.status).toBeUndefined();
  });

  it("renders the description on the server, sanitized, and renders it again after an edit", async () => {
    const created = await createProduct({
      slug: "rendered",
      description: "## Qué es\n\nUn **programa**. <script>alert(1)</script>\n\n[x](javascript:alert(1))",
    });
    const first = (await app.inject({ url: "/api/software/rendered" })).json<TSoftwareLanding>();
    expect(first.descriptionHtml).toContain("<h2>Qué es</h2>");
    expect(first.descriptionHtml).toContain("<strong>programa</strong>");
    expect(first.descriptionHtml).not.toMatch(/<script|javascript:/);
    const edit = await app.inject({
      method: "PATCH",
      url: `/api/admin/software/${created.id}`,
      headers,
      payload: { description: "Otra *descripción*" },
    });
    expect(edit.statusCode).toBe(200);
    const second = (await app.inject({ url: "/api/software/rendered" })).json<TSoftwareLanding>();
    expect(second.descriptionHtml).toBe("<p>Otra <em>descripción</em></p>");
  });

  it("answers 404 for an unpublished or unknown slug, in the API and in the page's status", async () => {
    const draft = await createProduct({ slug: "borrador", published: false });
    expect((await app.inject({ url: "/api/software/borrador" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/software/no-existe" })).statusCode).toBe(404);
    expect(await resolveMeta("/software/borrador")).toMatchObject({ status: 404 });
    expect(await resolveMeta("/software/no-existe")).toMatchObject({ status: 404 });
    const list = (await app.inject({ url: "/api/software" })).json<TSoftwareList>();
    expect(list.products.some((product) => product.slug === "borrador")).toBe(false);

    await app.inject({
      method: "PATCH",
      url: `/api/admin/software/${draft.id}`,
      headers,
      payload: { published: true },
    });
    expect((await app.inject({ url: "/api/software/borrador" })).statusCode).toBe(200);
  });

  it("refuses a taken slug, a screenshot outside the file store and a script URL", async () => {
    await createProduct({ slug: "unico" });
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/api/admin/software", headers, payload: { ...PRODUCT, ...payload } });
    expect((await post({ slug: "unico" })).json()).toMatchObject({ error: { code: "slug_taken" } });
    expect(
      (await post({ slug: "otro-1", screenshots: [{ url: "https://evil.example/x.png", alt: "" }] })).statusCode,
    ).toBe(400);
    expect((await post({ slug: "otro-2", ctaUrl: "javascript:alert(1)" })).statusCode).toBe(400);
    expect((await post({ slug: "otro-3", ctaUrl: "//evil.example" })).statusCode).toBe(400);
  });

  it("lists the published products in the sitemap", async () => {
    await createProduct({ slug: "en-el-mapa" });
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).toContain("/software/en-el-mapa</loc>");
    expect(sitemap.body).toContain("/software</loc>");
    expect(sitemap.body).toContain("/servicios/procesamiento-documentos</loc>");
  });

  it("deletes a product, whose landing is then a 404", async () => {
    const product = await createProduct({ slug: "para-borrar" });
    expect((await app.inject({ method: "DELETE", url: `/api/admin/software/${product.id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ url: "/api/software/para-borrar" })).statusCode).toBe(404);
  });
});
