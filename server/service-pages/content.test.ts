import { describe, expect, it } from "vitest";
import ca from "../../i18n/locales/ca/services.json";
import en from "../../i18n/locales/en/services.json";
import es from "../../i18n/locales/es/services.json";
import { SERVICES } from "../../contracts/services";
import { createTestApp } from "../test/app";
import { createServicePageMeta } from "./page-meta";

const LANGUAGES = { es, ca, en };
const { context } = await createTestApp();

/** Every string of a value, with its path, so an empty one can be named. */
function listStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => listStrings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => listStrings(item, `${path}.${key}`));
  return [];
}

describe("services content", () => {
  it.each(Object.entries(LANGUAGES))("%s has every service with every text filled in", (_language, catalogue) => {
    const items: Record<string, unknown> = catalogue.items;
    expect(Object.keys(items).sort()).toEqual(SERVICES.map((service) => service.slug).sort());
    for (const service of SERVICES) {
      const texts = es.items[service.slug as keyof typeof es.items];
      const translated = items[service.slug] as typeof texts;
      expect(translated.forWhom.length, `${service.slug} forWhom`).toBe(texts.forWhom.length);
      expect(translated.features.length, `${service.slug} features`).toBe(texts.features.length);
      const empty = listStrings(translated, service.slug).filter(([, text]) => text.trim().length < 3);
      expect(empty).toEqual([]);
    }
  });

  it("gives translations that are not the Spanish text copied", () => {
    for (const service of SERVICES) {
      const slug = service.slug as keyof typeof es.items;
      expect(ca.items[slug].description).not.toBe(es.items[slug].description);
      expect(en.items[slug].description).not.toBe(es.items[slug].description);
    }
  });

  it("server-renders each service's meta and answers 404 for an unknown slug", async () => {
    const resolve = createServicePageMeta(context);
    for (const service of SERVICES) {
      const meta = await resolve(`/servicios/${service.slug}`);
      expect(meta?.title).toContain(es.items[service.slug as keyof typeof es.items].title);
      expect(meta?.status).toBeUndefined();
    }
    expect(await resolve("/servicios/no-existe")).toMatchObject({ status: 404 });
    expect(await resolve("/servicios")).toMatchObject({ canonicalPath: "/servicios" });
  });
});
