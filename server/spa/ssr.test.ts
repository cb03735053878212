import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import * as entryServer from "../../web/entry-server";
import { buildApp } from "../app";
import { eq } from "drizzle-orm";
import { editPost } from "../blog/admin-service";
import { buildPost } from "../blog/factories";
import { blogPosts } from "../db/schema";
import { PUBLIC_PAGES_CACHE } from "../cache/namespaces";
import { buildTestConfig } from "../core/config";
import { createContext } from "../context";
import { createLogger } from "../core/logger";
import { HOSTILE_FRAGMENTS, expectInertHtml } from "../test/hostile-markdown";
import { createTestDatabase } from "../test/database";

const webDistDir = mkdtempSync(path.join(tmpdir(), "platform-ssr-"));
writeFileSync(
  path.join(webDistDir, "index.html"),
  '<!doctype html><html lang="es"><head><title>Plataforma</title><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>',
);
// The build's manifest (vite.config.ts), as Vite names chunks: by source file under web/, `_` for shared ones.
mkdirSync(path.join(webDistDir, ".vite"));
writeFileSync(
  path.join(webDistDir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/main.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "_post-card.js": { file: "assets/post-card.js", imports: ["_react.js"] },
    "pages/blog/blog-list-page.tsx": { file: "assets/blog-list-page.js", imports: ["_post-card.js", "_react.js"] },
    "_markdown.js": { file: "assets/markdown.js", css: ["assets/markdown.css"] },
    "pages/blog/blog-post-page.tsx": { file: "assets/blog-post-page.js", imports: ["_react.js", "_markdown.js"] },
    ...Object.fromEntries(
      ["es", "ca", "en"].flatMap((language) =>
        ["common", "blog"].map((namespace) => [
          `locales/${language}/${namespace}.json`,
          { file: `assets/${namespace}-${language}.js` },
        ]),
      ),
    ),
  }),
);

const config = buildTestConfig();
const context = createContext(config, await createTestDatabase(), createLogger(config));
const app = await buildApp({ context, webDistDir, pageRenderer: entryServer });
afterAll(async () => {
  await app.close();
  await context.close();
});

await buildPost(context, {
  title: "Contratos con IA",
  slug: "contratos-con-ia",
  excerpt: "Cómo revisar contratos.",
  content: "## Introducción\n\nRevisar **cláusulas** con ayuda de la IA.",
});

const AS_CATALAN = { cookie: "i18next=ca" };
const AS_ENGLISH = { "accept-language": "en-GB,en;q=0.9" };

async function rawHtml(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, html: response.body, root: readRoot(response.body) };
}

/** The markup inside #root, which the browser shows before any script runs. */
function readRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  return start >= 0 && end > start ? html.slice(start, end) : "";
}

function preloadedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1] ?? "");
}

/** The chunks the page's state asks the browser to preload once its first script runs. */
function statePreloads(html: string): string[] {
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
  return (JSON.parse(state) as { preloads?: string[] }).preloads ?? [];
}

/** Rendered blog pages served from the page cache so far. */
async function pageCacheHits(): Promise<number> {
  const { values } = await context.metrics.cacheReads.get();
  const hit = values.find(
    (value) => value.labels.namespace === PUBLIC_PAGES_CACHE.blog && value.labels.result === "hit",
  );
  return hit?.value ?? 0;
}

describe("server-rendered pages", { timeout: 60_000 }, () => {
  it("renders the home hero in the cookie's language and in Accept-Language's", async () => {
    const catalan = await rawHtml("/", AS_CATALAN);
    expect(catalan.status).toBe(200);
    expect(catalan.html).toContain('<html lang="ca"');
    expect(catalan.root).toContain("Treballa millor amb assistents d&#x27;IA creats per a professionals");
    const english = await rawHtml("/", AS_ENGLISH);
    expect(english.html).toContain('<html lang="en"');
    expect(english.root).toContain("Explore assistants");
    const spanish = await rawHtml("/");
    expect(spanish.root).toContain("Explorar asistentes");
  });

  it("renders a post's title and body, with its data for the browser to hydrate", async () => {
    for (const headers of [AS_CATALAN, AS_ENGLISH]) {
      const page = await rawHtml("/blog/contratos-con-ia", headers);
      expect(page.status).toBe(200);
      expect(page.root).toContain("Contratos con IA");
      expect(page.root).toContain("<strong>cláusulas</strong>");
    }
    const { html } = await rawHtml("/blog/contratos-con-ia");
    const state = JSON.parse(
      /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
    ) as {
      queryState: { queries: { state: { data: unknown } }[] };
      namespaces: string[];
    };
    expect(JSON.stringify(state.queryState.queries.map((query) => query.state.data))).toContain("contratos-con-ia");
    expect(state.namespaces).toContain("blog");
  });

  it("keeps the XSS corpus inert in a server-rendered post body", async () => {
    const post = await buildPost(context, { title: "Corpus", slug: "corpus-xss" });
    await editPost(context, post.id, { content: `## Corpus\n\n${HOSTILE_FRAGMENTS.join("\n\n")}` });
    const { root } = await rawHtml("/blog/corpus-xss");
    const body = new JSDOM(root).window.document.querySelector(".markdown-body");
    expect(body?.querySelector("h2")?.textContent).toBe("Corpus");
    expectInertHtml(body?.innerHTML ?? "");
    expect(root).not.toMatch(/<script/i);
  });

  it("sends the dates and prices it formatted, so the browser hydrates with the same labels", async () => {
    const labelsOf = (html: string) =>
      (
        JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as {
          labels?: Record<string, string>;
        }
      ).labels ?? {};
    const post = await rawHtml("/blog/contratos-con-ia", AS_ENGLISH);
    const dates = Object.entries(labelsOf(post.html)).filter(([key]) => key.startsWith("date:date:en:"));
    expect(dates.length).toBeGreaterThan(0);
    for (const [, label] of dates) expect(post.root).toContain(label);
    const plans = labelsOf((await rawHtml("/suscripciones", AS_CATALAN)).html);
    expect(plans["euros:ca:29"]).toMatch(/^29\s€$/);
  });

  it("renders the blog list and the plans' prices in the page's language", async () => {
    expect((await rawHtml("/blog", AS_CATALAN)).root).toContain("Contratos con IA");
    const catalan = await rawHtml("/suscripciones", AS_CATALAN);
    expect(catalan.root).toContain("Plans de subscripció");
    expect(catalan.root).toMatch(/29\s€/);
    const english = await rawHtml("/suscripciones", AS_ENGLISH);
    expect(english.root).toContain("Subscription plans");
    expect(english.root).toContain("€29");
  });

  it("renders login, contact and legal pages, and the 404 page with its status", async () => {
    expect((await rawHtml("/login", AS_ENGLISH)).root).toMatch(/<form/);
    expect((await rawHtml("/contacto", AS_CATALAN)).root).toMatch(/<form/);
    expect((await rawHtml("/terminos", AS_ENGLISH)).root.length).toBeGreaterThan(2000);
    const missing = await rawHtml("/blog/no-existe", AS_ENGLISH);
    expect(missing.status).toBe(404);
    const unknown = await rawHtml("/no-existe", AS_ENGLISH);
    expect(unknown.status).toBe(404);
    expect(unknown.root).toContain("404");
  });

  it("serves each page with its own title in the page's language, and a resolver's where there is one", async () => {
    const titleOf = async (url: string, headers: Record<string, string> = {}) =>
      /<title>([^<]*)<\/title>/.exec((await rawHtml(url, headers)).html)?.[1];
    expect(await titleOf("/contacto", AS_CATALAN)).toBe("Contacte · Plataforma IA");
    expect(await titleOf("/suscripciones", AS_ENGLISH)).toBe("Subscription plans · Plataforma IA");
    expect(await titleOf("/")).toBe("Plataforma IA para Profesionales");
    expect(await titleOf("/blog/contratos-con-ia")).toBe("Contratos con IA · Plataforma IA para Profesionales");
    const paths = [
      "/",
      "/suscripciones",
      "/apps",
      "/contacto",
      "/login",
      "/cuenta",
      "/terminos",
      "/privacidad",
      "/no-existe",
    ];
    const titles = await Promise.all(paths.map((path) => titleOf(path)));
    expect(new Set(titles).size).toBe(paths.length);
  });

  it("keeps a rendered post per language until an edit of the post invalidates it", async () => {
    const post = await buildPost(context, { title: "Título original", slug: "cacheada" });
    expect((await rawHtml("/blog/cacheada", AS_CATALAN)).root).toContain("Título original");
    // A change that bypasses the blog's writes is not seen: the page comes from the cache.
    await context.database.db.update(blogPosts).set({ title: "Cambio sin aviso" }).where(eq(blogPosts.id, post.id));
    expect((await rawHtml("/blog/cacheada", AS_CATALAN)).root).toContain("Título original");
    await editPost(context, post.id, { title: "Título editado" });
    expect((await rawHtml("/blog/cacheada", AS_CATALAN)).root).toContain("Título editado");
    expect((await rawHtml("/blog/cacheada?lng=en")).root).toContain("Título editado");
  });

  it("keeps one rendered page whatever unknown query parameters (utm_…, fbclid) the address carries", async () => {
    await buildPost(context, { title: "Campaña", slug: "campana" });
    expect((await rawHtml("/blog/campana?utm_source=boletin", AS_CATALAN)).root).toContain("Campaña");
    const before = await pageCacheHits();
    for (const url of ["/blog/campana", "/blog/campana?fbclid=abc&utm_medium=x", "/blog/campana?utm_source=otro"]) {
      expect((await rawHtml(url, AS_CATALAN)).root).toContain("Campaña");
    }
    expect((await pageCacheHits()) - before).toBe(3);
  });

  it("keeps the known query parameters apart: a search or a page of the list is its own page", async () => {
    await buildPost(context, { title: "Búsqueda concreta", slug: "busqueda-concreta" });
    expect((await rawHtml("/blog?q=concreta&utm_source=x")).root).toContain("Búsqueda concreta");
    expect((await rawHtml("/blog?q=nada-parecido")).root).not.toContain("Búsqueda concreta");
  });

  it("does not keep a 404: a post published after a miss is found at once", async () => {
    expect((await rawHtml("/blog/llega-despues", AS_ENGLISH)).status).toBe(404);
    expect((await rawHtml("/no-existe-tampoco?x=1")).status).toBe(404);
    // Inserted without the blog's writes (no invalidation): only an uncached 404 lets it be seen.
    await buildPost(context, { title: "Llega después", slug: "llega-despues" });
    const found = await rawHtml("/blog/llega-despues", AS_ENGLISH);
    expect(found.status).toBe(200);
    expect(found.root).toContain("Llega después");
  });

  it("hands the browser the page's chunks and catalogues to preload, and links its style sheets", async () => {
    const list = (await rawHtml("/blog")).html;
    const head = list.slice(0, list.indexOf("</head>"));
    // Only the shell's own preload in <head>: earlier fetches slowed the first paint (preload.ts).
    expect(preloadedFiles(head)).toEqual(["assets/react.js"]);
    expect(statePreloads(list)).toEqual([
      "/assets/blog-list-page.js",
      "/assets/post-card.js",
      "/assets/common-es.js",
      "/assets/blog-es.js",
    ]);
    // In Catalan, the Catalan catalogues and the Spanish ones, the fallback the translator waits for too.
    const post = (await rawHtml("/blog/contratos-con-ia", AS_CATALAN)).html;
    expect(statePreloads(post)).toEqual([
      "/assets/blog-post-page.js",
      "/assets/markdown.js",
      "/assets/common-ca.js",
      "/assets/common-es.js",
      "/assets/blog-ca.js",
      "/assets/blog-es.js",
    ]);
    // The post's markdown styles arrive with the page, not once its chunk runs.
    expect(post.slice(0, post.indexOf("</head>"))).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/markdown.css">',
    );
    // The cached copy of the post in English is its own, with English catalogues.
    expect(statePreloads((await rawHtml("/blog/contratos-con-ia", AS_ENGLISH)).html)).toContain("/assets/blog-en.js");
  });

  it("does not serve the build manifest", async () => {
    const response = await app.inject({ url: "/.vite/manifest.json" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("blog-list-page.js");
  });

  it("renders a signed-in page as its placeholder: the session is the browser's", async () => {
    const page = await rawHtml("/asistentes", AS_CATALAN);
    expect(page.status).toBe(200);
    expect(page.root).toContain("<header");
    expect(page.root).toContain('data-placeholder="detail"');
  });

  it("renders a back-office page as a bare placeholder, without the public header it will not have", async () => {
    const page = await rawHtml("/admin", AS_CATALAN);
    expect(page.status).toBe(200);
    expect(page.root).toContain('data-placeholder="detail"');
    expect(page.root).not.toContain("<header");
    expect(page.root).not.toContain("Panel de administración");
  });
});
