import { describe, expect, it } from "vitest";
import type { TPublicAssistant } from "../../../../contracts/assistants";
import { filterAssistants } from "./assistant-filters";

function assistant(overrides: Partial<TPublicAssistant>): TPublicAssistant {
  return {
    slug: "x",
    name: "Asistente",
    icon: "sparkles",
    shortDescription: "",
    longDescription: "",
    category: "productivity",
    requiredTier: "free",
    examplePrompts: [],
    translations: {},
    ...overrides,
  };
}

const LIST = [
  assistant({
    slug: "datos",
    name: "Analista de datos",
    category: "data",
    translations: { en: { name: "Data analyst", shortDescription: "Reads tables", longDescription: "" } },
  }),
  assistant({
    slug: "juridico",
    name: "Redactor jurídico",
    category: "legal",
    shortDescription: "Cláusulas y contratos",
  }),
];

describe("filterAssistants", () => {
  it("matches words without case or accents, in the interface language or Spanish", () => {
    expect(filterAssistants(LIST, { query: "JURIDICO" }, "es").map((item) => item.slug)).toEqual(["juridico"]);
    expect(filterAssistants(LIST, { query: "clausulas contratos" }, "es").map((item) => item.slug)).toEqual([
      "juridico",
    ]);
    expect(filterAssistants(LIST, { query: "tables" }, "en").map((item) => item.slug)).toEqual(["datos"]);
    expect(filterAssistants(LIST, { query: "analista" }, "en").map((item) => item.slug)).toEqual(["datos"]);
  });

  it("keeps only the chosen category", () => {
    expect(filterAssistants(LIST, { query: "", category: "legal" }, "es").map((item) => item.slug)).toEqual([
      "juridico",
    ]);
    expect(filterAssistants(LIST, { query: "" }, "es")).toHaveLength(2);
  });
});
