import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { renderCertificatePdf } from "../../courses/certificate-pdf";
import { renderLessonSheetPdf } from "../../start-up/seed/demo-lesson-sheet";
import { writePdf } from "./write-pdf";

// The server's PDFs through the shared writer (pdf/pdf-writer.ts, tested beside it).

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("the server's PDFs", () => {
  it("writes the AI services' block lists with the document's title and language", async () => {
    const bytes = await writePdf({
      title: "Informe",
      language: "ca",
      creator: "Plataforma",
      blocks: [
        { type: "title", text: "Informe de l·lecció" },
        { type: "heading", text: "Conclusió" },
        { type: "paragraph", text: "Força bé." },
        { type: "bullet", text: "Següent pas" },
      ],
    });
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe("Informe");
    expect(document.getCreator()).toBe("Plataforma");
    expect(await textOf(bytes)).toContain("Informe de l·lecció");
  });

  it("lays out a certificate on a landscape page, names and all", async () => {
    const bytes = await renderCertificatePdf({
      displayName: "Núria Castañé",
      courseTitle: "IA para despachos · nivel 1",
      issuedAt: new Date("2026-03-05T10:00:00Z"),
      totalMinutes: 95,
      code: "ABC-123",
      verifyUrl: "https://example.com/certificados/ABC-123",
    });
    const document = await PDFDocument.load(bytes);
    const { width, height } = document.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    const text = await textOf(bytes);
    expect(text).toContain("CERTIFICADO DE FINALIZACIÓN");
    expect(text).toContain("Núria Castañé");
    expect(text).toContain("Duración total: 2 horas · Fecha: 5 de marzo de 2026");
  });

  it("writes a lesson worksheet with its headings and the points to tick", async () => {
    const bytes = await renderLessonSheetPdf(
      "Curso",
      "Lección única",
      "# Qué harás\n- Revisar el contrato\nTexto de apoyo.",
    );
    const text = await textOf(Buffer.from(bytes));
    expect(text).toContain("FICHA DE LA LECCIÓN · Curso");
    expect(text).toContain("Qué harás");
    expect(text).toContain("Revisar el contrato");
    expect(text).toContain("Texto de apoyo.");
  });
});
