import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { buildCategory, buildPost } from "../blog/factories";
import { buildTestConfig } from "../core/config";
import { createContext } from "../context";
import { createLogger } from "../core/logger";
import { escapeHtml } from "../core/escape";
import { createTestDatabase } from "../test/database";
import { expectInertHtml, hostileMarkdown } from "../test/hostile-markdown";

const INDEX_HTML = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Plataforma</title><meta name="description" content="Por defecto" /></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;

// The SPA's meta injection needs a built index.html, so this file builds the app on a stand-in.
const webDistDir = mkdtempSync(path.join(tmpdir(), "seo-web-"));
writeFileSync(path.join(webDistDir, "index.html"), INDEX_HTML);
const database = await createTestDatabase();
const config = buildTestConfig({ PUBLIC_URL: "https://plataforma.example" });
const context = createContext(config, database, createLogger(config));
const app = await buildApp({ context, webDistDir });
await app.ready();
afterAll(async () => {
  await app.close();
  await context.close();
});

const category = await buildCategory(context, {
  name: "Derecho & IA",
  slug: "derecho-ia",
  description: "IA aplicada al derecho.",
});
const post = await buildPost(context, {
  title: "Contratos con IA",
  slug: "contratos-con-ia",
  excerpt: "Cómo revisar contratos con ayuda de la IA.",
  content: "## Introducción\n\nTexto **importante**.",
  categoryId: category.id,
  coverImageUrl: "/uploads/blog/portada.webp",
});
await buildPost(context, { slug: "borrador-seo", published: false });

const get = (url: string) => app.inject({ method: "GET", url });
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as Record<
    string,
    unknown
  >;

describe("blog page meta", () => {
  it("gives a post its title, description, canonical, Open Graph, Twitter, hreflang and JSON-LD", async () => {
    const response = await get("/blog/contratos-con-ia");
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head).toContain("<title>Contratos con IA · Plataforma IA para Profesionales</title>");
    expect(head).toContain('<meta name="description" content="Cómo revisar contratos con ayuda de la IA." />');
    expect(head).not.toContain("Por defecto");
    expect(head).toContain('<link rel="canonical" href="https://plataforma.example/blog/contratos-con-ia" />');
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://plataforma.example/uploads/blog/portada.webp" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta property="article:section" content="Derecho &amp; IA" />');
    expect(head).toContain(
      '<link rel="alternate" hreflang="es" href="https://plataforma.example/blog/contratos-con-ia" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="ca" href="https://plataforma.example/blog/contratos-con-ia?lng=ca" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://plataforma.example/blog/contratos-con-ia?lng=en" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://plataforma.example/blog/contratos-con-ia" />',
    );
    expect(jsonLdOf(head)).toMatchObject({
      "@type": "BlogPosting",
      headline: "Contratos con IA",
      url: "https://plataforma.example/blog/contratos-con-ia",
      datePublished: post.publishedAt?.toISOString(),
      articleSection: "Derecho & IA",
    });
  });

  it("gives a category page its own title and canonical", async () => {
    const response = await get("/blog/categoria/derecho-ia");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Derecho &amp; IA · Blog · Plataforma IA para Profesionales</title>");
    expect(response.body).toContain(
      '<link rel="canonical" href="https://plataforma.example/blog/categoria/derecho-ia" />',
    );
  });

  it("answers 404 for unknown or unpublished posts and unknown categories", async () => {
    for (const url of ["/blog/no-existe", "/blog/borrador-seo", "/blog/categoria/no-existe"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("keeps hostile titles and excerpts inert in the head (property)", async () => {
    let index = 0;
    await fc.assert(
      fc.asyncProperty(hostileMarkdown, hostileMarkdown, async (title, excerpt) => {
        const cleanTitle = title.trim().slice(0, 200) || "x";
        const slug = `hostil-${++index}`;
        await buildPost(context, { title: cleanTitle, excerpt, slug });
        const html = (await get(`/blog/${slug}`)).body;
        const head = headOf(html);
        expect(head.match(/<script/g)).toHaveLength(1);
        const shownTitle = `${cleanTitle} · Plataforma IA para Profesionales`;
        expect(head).toContain(`<title>${escapeHtml(shownTitle)}</title>`);
        expect(html.match(/<\/head>/g)).toHaveLength(1);
        expect(jsonLdOf(head)).toMatchObject({ headline: cleanTitle });
        expect(html.match(/<script/g)).toHaveLength(2);
      }),
      { numRuns: 40 },
    );
  });
});

describe("feeds", () => {
  it("publishes the latest 20 posts in RSS with sanitized bodies", async () => {
    await buildPost(context, {
      title: "Ataque <script>",
      slug: "ataque",
      content: "<script>alert(1)</script>\n\n[x](javascript:alert(1))",
      daysAgo: 0.5,
    });
    for (let day = 2; day <= 25; day += 1) await buildPost(context, { daysAgo: day });
    const response = await get("/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/rss+xml");
    expect(response.body.match(/<item>/g)).toHaveLength(20);
    expect(response.body).toContain("<title>Ataque &lt;script&gt;</title>");
    expect(response.body).not.toMatch(/<script/i);
    const bodies = [...response.body.matchAll(/<content:encoded>(.*?)<\/content:encoded>/gs)].map((match) =>
      unescapeXml(match[1] ?? ""),
    );
    for (const body of bodies) expectInertHtml(body);
    expect(bodies.join("")).not.toContain("javascript:");
  });

  it("keeps any hostile post body inert in RSS (property)", async () => {
    const hostile = await buildPost(context, { slug: "rss-hostil", daysAgo: 0 });
    await fc.assert(
      fc.asyncProperty(hostileMarkdown, async (markdown) => {
        await context.database.pool.query("update blog_posts set content = $1 where id = $2", [markdown, hostile.id]);
        await context.cache.invalidate("blog");
        const feed = (await get("/rss.xml")).body;
        expect(feed).not.toMatch(/<script/i);
        const first = /<content:encoded>(.*?)<\/content:encoded>/s.exec(feed)?.[1] ?? "";
        expectInertHtml(unescapeXml(first));
      }),
      { numRuns: 40 },
    );
  });

  it("lists public pages, categories and posts in the sitemap, without drafts or sign-in pages", async () => {
    const body = (await get("/sitemap.xml")).body;
    for (const url of [
      "/",
      "/blog",
      "/contacto",
      "/privacidad",
      "/blog/categoria/derecho-ia",
      "/blog/contratos-con-ia",
    ]) {
      expect(body).toContain(`<loc>https://plataforma.example${url}</loc>`);
    }
    expect(body).not.toContain("borrador-seo");
    expect(body).not.toContain("/login<");
    expect(body).not.toContain(":slug");
  });

  it("points robots to the sitemap and away from admin and API", async () => {
    const body = (await get("/robots.txt")).body;
    expect(body).toContain("Disallow: /admin/");
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain("Sitemap: https://plataforma.example/sitemap.xml");
  });
});

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
