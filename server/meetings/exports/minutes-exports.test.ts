import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { MINUTES } from "./fixtures";
import { exportTexts } from "../../jobs/exports/export-texts";
import { minutesMarkdown } from "./minutes-markdown";
import { minutesPdf } from "./minutes-pdf";

describe("minutes.md", () => {
  it("lays out title, summary, decisions, a task table, the e-mail and the transcript", () => {
    const markdown = minutesMarkdown(MINUTES, exportTexts("es"));
    expect(markdown).toContain("# Comité de dirección, marzo\n\n## Resumen\n\nSe revisó el presupuesto");
    expect(markdown).toContain("## Decisiones\n\n- Aprobar la contratación de dos personas\n- Aplazar la mudanza");
    expect(markdown).toContain("| Tarea | Responsable | Fecha límite |");
    expect(markdown).toContain("| Preparar el presupuesto; versión final, con anexos | Luis | 2027-03-14 |");
    expect(markdown).toContain("| Llamar al proveedor \\| urgente | Sin asignar | Sin fecha |");
    expect(markdown).toContain("## Correo de seguimiento\n\nHola a todos:");
    // A transcript line that would be a heading stays a line of the transcript.
    expect(markdown).toContain("\\# no es un título");
  });

  it("speaks the reader's language", () => {
    expect(minutesMarkdown(MINUTES, exportTexts("en"))).toContain("| Task | Owner | Due date |");
    expect(minutesMarkdown({ ...MINUTES, decisions: [] }, exportTexts("ca"))).toContain("## Decisions\n\nCap.");
  });
});

describe("minutes.pdf", () => {
  it("is a PDF whose text has the minutes, accents included, over as many pages as it needs", async () => {
    const long = { ...MINUTES, transcript: "Frase de la transcripción con ñ y ç. ".repeat(800) + "😀 fin" };
    const bytes = await minutesPdf(long, exportTexts("es"), "es");
    const document = await getDocumentProxy(bytes);
    expect(document.numPages).toBeGreaterThan(2);
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain("Comité de dirección, marzo");
    expect(text).toContain(
      "Preparar el presupuesto; versión final, con anexos (Responsable: Luis; Fecha límite: 2027-03-14)",
    );
    expect(text).toContain("Llamar al proveedor | urgente (Responsable: Sin asignar; Fecha límite: Sin fecha)");
    expect(text).toContain("? fin");
  });
});
