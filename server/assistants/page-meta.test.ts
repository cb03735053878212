import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { buildTestConfig } from "../core/config";
import { createContext } from "../context";
import { DEMO_ASSISTANTS, insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createLogger } from "../core/logger";
import { createTestDatabase } from "../test/database";

// The SPA's meta injection needs a built index.html, so this file builds the app on a stand-in.
const webDistDir = mkdtempSync(path.join(tmpdir(), "assistants-web-"));
writeFileSync(
  path.join(webDistDir, "index.html"),
  `<!doctype html><html lang="es"><head><title>Plataforma</title><meta name="description" content="Por defecto" /></head><body></body></html>`,
);
const database = await createTestDatabase();
const config = buildTestConfig({ PUBLIC_URL: "https://plataforma.example" });
const context = createContext(config, database, createLogger(config));
const app = await buildApp({ context, webDistDir });
await app.ready();
afterAll(async () => {
  await app.close();
  await context.close();
});
await insertDemoAssistants(context);

describe("public assistant pages", () => {
  it("give the portfolio its own title, description and canonical URL", async () => {
    const response = await app.inject({ method: "GET", url: "/portafolio-asistentes" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Asistentes de IA · Plataforma IA para Profesionales</title>");
    expect(response.body).toContain('<link rel="canonical" href="https://plataforma.example/portafolio-asistentes" />');
  });

  it("give each landing the assistant's name, description and og tags, never its system prompt", async () => {
    const response = await app.inject({ method: "GET", url: "/asistente/redactor-juridico" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      "<title>Redactor jurídico · Asistentes de IA · Plataforma IA para Profesionales</title>",
    );
    expect(response.body).toContain(
      '<meta property="og:description" content="Borradores de escritos, cláusulas y dictámenes en Derecho español." />',
    );
    expect(response.body).toContain('"@type":"SoftwareApplication"');
    for (const assistant of DEMO_ASSISTANTS) expect(response.body).not.toContain(assistant.systemPrompt.slice(0, 60));
    expect((await app.inject({ method: "GET", url: "/asistente/no-existe" })).statusCode).toBe(404);
  });

  it("list every published assistant in the sitemap", async () => {
    const body = (await app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(body).toContain("<loc>https://plataforma.example/portafolio-asistentes</loc>");
    for (const assistant of DEMO_ASSISTANTS)
      expect(body).toContain(`<loc>https://plataforma.example/asistente/${assistant.slug}</loc>`);
    expect(body).not.toContain("https://plataforma.example/asistentes<");
  });
});
