import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { buildTestConfig } from "../core/config";
import { createContext } from "../context";
import { createLogger } from "../core/logger";
import { createTestDatabase } from "../test/database";

const webDistDir = mkdtempSync(path.join(tmpdir(), "platform-web-"));
mkdirSync(path.join(webDistDir, "assets"));
writeFileSync(
  path.join(webDistDir, "index.html"),
  // Shaped as Prettier formats web/index.html: the description tag spans lines.
  '<html><head><title>Plataforma</title><meta\n      name="description"\n      content="default"\n    /></head><body></body></html>',
);
writeFileSync(path.join(webDistDir, "assets", "app-abc123.js"), "console.log(1)");

const config = buildTestConfig();
const context = createContext(config, await createTestDatabase(), createLogger(config));
context.pageMeta.push(async (pathname) =>
  pathname === "/blog/hola"
    ? { title: "Hola <mundo>", description: 'Un "post"', canonicalPath: "/blog/hola" }
    : pathname === "/blog/dolar"
      ? { title: "Ahorra $& y $' con IA" }
      : pathname === "/blog/oculto"
        ? { title: "No encontrado", status: 404 }
        : undefined,
);
const app = await buildApp({ context, webDistDir });
afterAll(() => app.close());

describe("SPA serving", () => {
  it("serves index.html for every page path with a no-cache header", async () => {
    const response = await app.inject({ url: "/suscripciones" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<title>Plataforma</title>");
    expect(response.body.match(/name="description"/g)).toHaveLength(1);
    expect(response.body).toContain('<meta name="description" content="default" />');
  });

  it("answers 404 with the app for a path no page has", async () => {
    const response = await app.inject({ url: "/no-existe" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="es"');
  });

  it("answers JSON 404 under /api", async () => {
    const response = await app.inject({ url: "/api/no-existe" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("injects escaped page meta from a resolver, on the site origin whatever the Host", async () => {
    const response = await app.inject({ url: "/blog/hola", headers: { host: "evil.example" } });
    expect(response.body).toContain("<title>Hola &lt;mundo&gt;</title>");
    expect(response.body).toContain('content="Un &quot;post&quot;"');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/blog/hola" />');
    expect(response.body).not.toContain("evil.example");
    expect(response.body).not.toContain('content="default"');
    expect(response.body.match(/name="description"/g)).toHaveLength(1);
  });

  it("keeps dollar patterns in a title as text", async () => {
    const response = await app.inject({ url: "/blog/dolar" });
    expect(response.body).toContain("<title>Ahorra $&amp; y $&#39; con IA</title>");
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
  });

  it("lets a resolver answer 404 for a page path", async () => {
    const response = await app.inject({ url: "/blog/oculto" });
    expect(response.statusCode).toBe(404);
  });

  it("renders the page in the URL's language, else the cookie's, else Accept-Language's, else Spanish", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/suscripciones", {}, "es"],
      ["/suscripciones", { "accept-language": "en-US,en;q=0.9" }, "en"],
      ["/suscripciones", { cookie: "i18next=ca", "accept-language": "en" }, "ca"],
      ["/suscripciones?lng=en", { cookie: "i18next=ca" }, "en"],
      ["/suscripciones?lng=xx", {}, "es"],
    ];
    for (const [url, headers, language] of cases) {
      const response = await app.inject({ url, headers });
      expect(response.body, url).toContain(`<html lang="${language}"`);
      expect(response.headers.vary).toContain("Cookie");
    }
  });

  it("gives each language its own crawlable URL: canonical and hreflang alternates", async () => {
    const response = await app.inject({ url: "/blog/hola?lng=ca&utm_source=x" });
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/blog/hola?lng=ca" />');
    expect(response.body).toContain('<link rel="alternate" hreflang="es" href="http://localhost:3000/blog/hola" />');
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="ca" href="http://localhost:3000/blog/hola?lng=ca" />',
    );
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://localhost:3000/blog/hola?lng=en" />',
    );
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/blog/hola" />',
    );
    const plain = await app.inject({ url: "/contacto/" });
    expect(plain.body).toContain('<link rel="canonical" href="http://localhost:3000/contacto" />');
    expect(plain.body).toContain('content="default"');
    const missing = await app.inject({ url: "/no-existe" });
    expect(missing.body).not.toContain('rel="canonical"');
  });

  it("keeps a bare address canonical when it is answered in the browser's language", async () => {
    const english = await app.inject({ url: "/blog/hola", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<link rel="canonical" href="http://localhost:3000/blog/hola" />');
    const chosen = await app.inject({ url: "/blog/hola?lng=en", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(chosen.body).toContain('<link rel="canonical" href="http://localhost:3000/blog/hola?lng=en" />');
  });

  it("compresses pages with brotli or gzip when the browser takes them", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const brotli = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("<title>Plataforma</title>");
    const gzip = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<title>Plataforma</title>");
  });

  it("sends security headers", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});
