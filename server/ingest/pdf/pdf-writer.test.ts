import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { renderCertificatePdf } from "../../courses/certificate-pdf";
import { renderLessonSheetPdf } from "../../start-up/seed/demo-lesson-sheet";
import { PdfWriter, writePdf } from "./pdf-writer";

async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}

const ACCENTED = "Año de diseño: la açaí cuesta 3 € · l·l, «comillas» — “sí” ¿vale?";

describe("the PDF writer", () => {
  it("writes Spanish and Catalan letters, the middle dot and the euro sign as typed", async () => {
    const pdf = await PdfWriter.create({ title: "Prueba", language: "es" });
    pdf.title("Guía rápida");
    pdf.paragraph(ACCENTED);
    pdf.bullet("Niño, pingüino, façana");
    pdf.checkItem("Revisión final");
    const { text } = await textOf(await pdf.bytes());
    expect(text).toContain("Guía rápida");
    expect(text).toContain(ACCENTED);
    expect(text).toContain("Niño, pingüino, façana");
    expect(text).toContain("Revisión final");
  });

  it("turns what the font cannot draw into a question mark instead of failing", async () => {
    const pdf = await PdfWriter.create({ title: "Emoji" });
    pdf.paragraph("Hola 👋 世界");
    expect((await textOf(await pdf.bytes())).text).toMatch(/Hola \?+ \?\?/);
  });

  it("wraps long text onto new pages and cuts a word longer than a line", async () => {
    const pdf = await PdfWriter.create({ title: "Largo" });
    for (let index = 0; index < 120; index += 1) pdf.paragraph(`Párrafo ${index}: ${"palabra ".repeat(30)}`);
    pdf.paragraph("x".repeat(400));
    const { text, pages } = await textOf(await pdf.bytes());
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain("Párrafo 119");
    expect(text.replace(/\s/g, "")).toContain("x".repeat(400));
  });

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
    expect((await textOf(bytes)).text).toContain("Informe de l·lecció");
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
    const { text } = await textOf(bytes);
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
    const { text } = await textOf(Buffer.from(bytes));
    expect(text).toContain("FICHA DE LA LECCIÓN · Curso");
    expect(text).toContain("Qué harás");
    expect(text).toContain("Revisar el contrato");
    expect(text).toContain("Texto de apoyo.");
  });
});
