import { describe, expect, it } from "vitest";
import type { TResource } from "../../../../contracts/resources";
import { filterResources } from "./resource-filters";

const resource = (overrides: Partial<TResource>): TResource => ({
  id: "00000000-0000-4000-8000-000000000000",
  title: "",
  description: "",
  type: "guide",
  category: "general",
  requiredTier: "premium",
  kind: "file",
  fileName: "a.pdf",
  fileSize: 10,
  downloads: 0,
  downloadUrl: "/api/resources/x/download",
  ...overrides,
});

describe("filterResources", () => {
  const list = [
    resource({ title: "Guía de prompts", type: "guide", category: "ia" }),
    resource({ title: "Checklist de datos", description: "Protección antes de usar un asistente", type: "checklist" }),
    resource({ title: "Kit de evaluación", type: "toolkit", category: "herramientas" }),
  ];

  it("finds words in title or description, ignoring case and accents", () => {
    expect(filterResources(list, { query: "GUIA" }).map((item) => item.title)).toEqual(["Guía de prompts"]);
    expect(filterResources(list, { query: "proteccion asistente" }).map((item) => item.title)).toEqual([
      "Checklist de datos",
    ]);
  });

  it("filters by type and category together", () => {
    expect(filterResources(list, { query: "", type: "toolkit" })).toHaveLength(1);
    expect(filterResources(list, { query: "", category: "ia", type: "checklist" })).toHaveLength(0);
    expect(filterResources(list, { query: "" })).toHaveLength(3);
  });
});
