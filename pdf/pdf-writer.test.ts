import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { PdfWriter } from "./pdf-writer";

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
    pdf.scoreBar("Datos 📊", 40);
    const { text } = await textOf(await pdf.bytes());
    expect(text).toMatch(/Hola \?+ \?\?/);
    expect(text).toMatch(/Datos \?+/);
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

  it("writes subheadings, notes and score bars with their figures, and starts a page when the bars reach the end", async () => {
    const pdf = await PdfWriter.create({ title: "Puntuaciones" });
    pdf.subheading("Puntuación global");
    pdf.note("Evaluación del 23/11/2026");
    for (let index = 0; index < 40; index += 1) pdf.scoreBar(`Dimensión ${index}`, index * 3);
    pdf.scoreBar("Fuera de escala", 140);
    const { text, pages } = await textOf(await pdf.bytes());
    expect(text).toContain("Puntuación global");
    expect(text).toContain("Evaluación del 23/11/2026");
    expect(text).toContain("Dimensión 39");
    expect(text).toContain("117 %");
    expect(pages).toBe(2);
  });
});
