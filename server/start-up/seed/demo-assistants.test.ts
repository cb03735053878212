import { describe, expect, it } from "vitest";
import { AI_SERVICE_SLUGS } from "../../../contracts/ai-service-pages";
import { ASSISTANT_CATEGORIES } from "../../../contracts/assistants";
import { SERVICES } from "../../../contracts/services";
import { createTestApp } from "../../test/app";
import { DEMO_ASSISTANTS, seedDemoAssistants } from "./demo-assistants";

const { app, context } = await createTestApp({ SEED_DEMO_CONTENT: "true" });

describe("demo assistants seed", () => {
  it("curates 9+ assistants for Spanish professionals, 3 free, with real prompts and ca/en texts", () => {
    expect(DEMO_ASSISTANTS.length).toBeGreaterThanOrEqual(9);
    expect(DEMO_ASSISTANTS.filter((assistant) => assistant.requiredTier === "free")).toHaveLength(3);
    expect(new Set(DEMO_ASSISTANTS.map((assistant) => assistant.slug)).size).toBe(DEMO_ASSISTANTS.length);
    expect(new Set(DEMO_ASSISTANTS.map((assistant) => assistant.category)).size).toBeGreaterThanOrEqual(6);
    for (const assistant of DEMO_ASSISTANTS) {
      expect(assistant.systemPrompt.length, assistant.slug).toBeGreaterThan(600);
      expect(assistant.examplePrompts.length).toBeGreaterThanOrEqual(3);
      expect(ASSISTANT_CATEGORIES).toContain(assistant.category);
      for (const language of ["ca", "en"] as const) {
        const translation = assistant.translations[language];
        expect(translation.name.length).toBeGreaterThan(3);
        expect(translation.shortDescription.length).toBeGreaterThan(20);
        expect(translation.longDescription.length).toBeGreaterThan(80);
      }
    }
  });

  it("seeds an empty table once and publishes the set in order", async () => {
    expect(await seedDemoAssistants(context)).toBe(true);
    expect(await seedDemoAssistants(context)).toBe(false);
    const { assistants } = (await app.inject({ method: "GET", url: "/api/assistants/portfolio" })).json<{
      assistants: { slug: string }[];
    }>();
    expect(assistants.map((assistant) => assistant.slug)).toEqual(DEMO_ASSISTANTS.map((assistant) => assistant.slug));
  });

  it("labels a service whose button opens an assistant with that assistant's plan", () => {
    const toolPages = new Set(Object.values(AI_SERVICE_SLUGS));
    const assistantServices = SERVICES.flatMap((service) =>
      service.cta.kind === "page" && service.cta.path.startsWith("/asistente/") && !toolPages.has(service.slug)
        ? [{ service, slug: service.cta.path.slice("/asistente/".length) }]
        : [],
    );
    expect(assistantServices.map(({ service }) => service.slug)).toContain("generacion-contenido");
    for (const { service, slug } of assistantServices) {
      const assistant = DEMO_ASSISTANTS.find((candidate) => candidate.slug === slug);
      expect(assistant?.requiredTier, service.slug).toBe(service.includedIn);
    }
  });
});
