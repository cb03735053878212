import { describe, expect, it } from "vitest";
import es from "../../locales/es/courses.json";
import ca from "../../locales/ca/courses.json";
import en from "../../locales/en/courses.json";

describe("/microcursos", () => {
  // No demo lesson carries materials; a lesson that has some shows them on its own page.
  it("promises no downloadable materials in its description", () => {
    for (const catalogue of [es, ca, en])
      expect(catalogue.list.description).not.toMatch(/descargables|descarregables|downloadable/i);
  });
});
