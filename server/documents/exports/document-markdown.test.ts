import { describe, expect, it } from "vitest";
import { documentResultMarkdown } from "./document-markdown";
import { exportTexts } from "../../jobs/exports/export-texts";

const es = exportTexts("es");

describe("result.md", () => {
  it("writes a summary with its key points", () => {
    const markdown = documentResultMarkdown(
      { task: "summary", summary: "Un contrato.", keyPoints: ["Dura un año"] },
      es,
    );
    expect(markdown).toBe(
      "# Resumen del documento\n\n## Resumen\n\nUn contrato.\n\n## Puntos clave\n\n- Dura un año\n",
    );
  });

  it("writes extracted fields as a table, a field not found said so", () => {
    const markdown = documentResultMarkdown(
      {
        task: "extract",
        fields: [
          { name: "Renta", value: "900 €", quote: "la renta | mensual es de 900 €" },
          { name: "Fianza", value: "", quote: "" },
        ],
      },
      es,
    );
    expect(markdown).toContain("| Renta | 900 € | la renta \\| mensual es de 900 € |");
    expect(markdown).toContain("| Fianza | No encontrado |  |");
  });

  it("writes risks with their severity and quoted clause, and says when there are none", () => {
    const markdown = documentResultMarkdown(
      {
        task: "risks",
        items: [{ clause: "Penalización del 50 %.\nSin límite.", risk: "Excesiva.", severity: "high" }],
      },
      es,
    );
    expect(markdown).toContain(
      "## 1. Gravedad: Alta\n\n> Penalización del 50 %.\n> Sin límite.\n\n**Riesgo:** Excesiva.",
    );
    expect(documentResultMarkdown({ task: "risks", items: [] }, es)).toContain("No se han encontrado riesgos.");
  });

  it("writes each difference with both versions and the comment", () => {
    const markdown = documentResultMarkdown(
      { task: "compare", differences: [{ before: "", after: "Nueva cláusula.", comment: "Añade una obligación." }] },
      exportTexts("en"),
    );
    expect(markdown).toContain(
      "## Difference 1\n\n**Before:**\n\n> (nothing)\n\n**After:**\n\n> Nueva cláusula.\n\n**Comment:** Añade una obligación.",
    );
  });

  it("writes raw HTML in the model's or the member's words as text, not markup", () => {
    const markdown = documentResultMarkdown(
      { task: "summary", summary: '<img src=x onerror="alert(1)"> & co', keyPoints: ["<b>negrita</b>"] },
      es,
    );
    expect(markdown).toContain('&lt;img src=x onerror="alert(1)"> &amp; co');
    expect(markdown).toContain("- &lt;b>negrita&lt;/b>");
    expect(markdown).not.toContain("<img");
  });
});
