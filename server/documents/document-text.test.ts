import { describe, expect, it } from "vitest";
import pino from "pino";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TEXT_MAX } from "../../contracts/documents";
import { buildDocx, buildPdf } from "../test/documents";
import { readDocumentText } from "./document-text";

const log = pino({ level: "silent" });
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("readDocumentText", () => {
  it("reads a PDF's text through the PDF worker", async () => {
    const pdf = await buildPdf(["Contrato de arrendamiento", "La renta mensual es de 900 euros."]);
    const read = await readDocumentText(pdf, "contrato.pdf", log);
    expect(read.kind).toBe("pdf");
    expect(read.text).toContain("La renta mensual es de 900 euros.");
  });

  it("reads a Word document's paragraphs through mammoth, whatever the file is called", async () => {
    const docx = await buildDocx(["Cláusula primera: objeto.", "Cláusula segunda: duración de 12 meses."]);
    const read = await readDocumentText(docx, "sin-extension", log);
    expect(read.kind).toBe("docx");
    expect(read.text).toBe("Cláusula primera: objeto.\n\nCláusula segunda: duración de 12 meses.");
  });

  it("reads UTF-8 and Windows-1252 text files, and tells Markdown from plain text by the name", async () => {
    const utf8 = await readDocumentText(Buffer.from("\uFEFF# Acta\r\nSe aprobó el año fiscal.\r\n"), "acta.md", log);
    expect(utf8).toEqual({ kind: "md", text: "# Acta\nSe aprobó el año fiscal.", truncated: false });
    const legacy = await readDocumentText(Buffer.from("Año: señal pagada", "latin1"), "notas.txt", log);
    expect(legacy).toMatchObject({ kind: "txt", text: "Año: señal pagada" });
  });

  it("keeps at most DOCUMENT_TEXT_MAX characters and says the document was cut", async () => {
    const read = await readDocumentText(Buffer.from("palabra ".repeat(10_000)), "largo.txt", log);
    expect(read.text).toHaveLength(DOCUMENT_TEXT_MAX);
    expect(read.truncated).toBe(true);
  });

  it("refuses a file of another type with 415, whatever its name says", async () => {
    await expect(readDocumentText(PNG, "contrato.pdf", log)).rejects.toMatchObject({
      status: 415,
      code: "unsupported_media_type",
    });
    const otherZip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from("xl/workbook.xml")]);
    await expect(readDocumentText(otherZip, "hoja.docx", log)).rejects.toMatchObject({ status: 415 });
  });

  it("refuses a document over 20 MB with 413", async () => {
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x61);
    await expect(readDocumentText(big, "grande.txt", log)).rejects.toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
  });

  it("refuses with 422 a document with no text, a broken Word file and a broken PDF", async () => {
    await expect(readDocumentText(Buffer.from(" \n \n"), "vacio.txt", log)).rejects.toMatchObject({
      status: 422,
      code: "unreadable_document",
    });
    const brokenDocx = await buildDocx([], "<not-xml");
    await expect(readDocumentText(brokenDocx, "roto.docx", log)).rejects.toMatchObject({
      status: 422,
      code: "unreadable_document",
    });
    const brokenPdf = Buffer.from("%PDF-1.7\nesto no es un PDF");
    await expect(readDocumentText(brokenPdf, "roto.pdf", log)).rejects.toMatchObject({ status: 422 });
  });
});
