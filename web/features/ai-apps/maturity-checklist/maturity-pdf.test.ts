import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { MATURITY_ITEMS, scoreAssessment } from "../../../../contracts/maturity-scoring";
import { MATURITY_CA } from "./content/ca";
import { MATURITY_ES } from "./content/es";
import { buildMaturityPdf } from "./maturity-pdf";
import type { MaturityReportLabels } from "./maturity-report";

const LABELS: MaturityReportLabels = {
  title: "Informe de madurez en IA",
  subtitle: "Evaluación del 23/11/2026",
  level: "Nivel 3 de 5: Experimentación",
  overall: "Puntuación global: 53 %",
  dimensionsTitle: "Informe por dimensión",
  recommendationsTitle: "Recomendaciones",
  weak: "A reforzar",
  strong: "Punto fuerte",
  strongText: "Mantén lo que funciona y compártelo con otras áreas.",
};

async function readPdf(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), totalPages };
}

describe("maturity report PDF", () => {
  it("holds the user's level, each dimension's score and the weak dimensions' recommendations as selectable text", async () => {
    const answers = Object.fromEntries(
      MATURITY_ITEMS.map((item) => [
        item.id,
        item.dimension === "strategy" ? 4 : item.dimension === "data" ? 3 : item.dimension === "governance" ? 0 : 2,
      ]),
    );
    const result = scoreAssessment(answers);
    expect(result.dimensions).toMatchObject({ strategy: 100, data: 75, governance: 0, people: 50 });

    const bytes = await buildMaturityPdf(MATURITY_ES, LABELS, result, "es");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await readPdf(bytes);

    expect(text).toContain("Nivel 3 de 5: Experimentación");
    expect(text).toContain("Estrategia: 100 % (Punto fuerte)");
    expect(text).toContain("Datos: 75 % (Punto fuerte)");
    expect(text).toContain("Gobernanza y ética: 0 % (A reforzar)");
    expect(text).toContain("Personas y competencias: 50 % (A reforzar)");
    expect(text).toContain(MATURITY_ES.dimensions.governance.recommendations[0] ?? "missing");
    expect(text).not.toContain(MATURITY_ES.dimensions.strategy.recommendations[0] ?? "missing");
  });

  it("keeps Catalan letters and breaks long reports onto more pages", async () => {
    const result = scoreAssessment({});
    const bytes = await buildMaturityPdf(MATURITY_CA, { ...LABELS, level: "Nivell 1 de 5: Inicial" }, result, "ca");
    const { text, totalPages } = await readPdf(bytes);
    expect(text).toContain("Governança i ètica: 0 %");
    expect(text).toContain("Persones i competències");
    expect(totalPages).toBeGreaterThan(1);
  });
});
