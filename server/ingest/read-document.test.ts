import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TEXT_MAX } from "../../contracts/documents";
import { buildDocx, buildPdf } from "../test/documents";
import { readDocument } from "./read-document";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("readDocument", () => {
  it("reads a PDF's text in the ingest worker", async () => {
    const pdf = await buildPdf(["Contrato de arrendamiento", "La renta mensual es de 900 euros."]);
    const read = await readDocument(pdf, "contrato.pdf");
    expect(read.kind).toBe("pdf");
    expect(read.text).toContain("La renta mensual es de 900 euros.");
  });

  it("reads a Word document's paragraphs, whatever the file is called", async () => {
    const docx = await buildDocx(["Cláusula primera: objeto.", "Cláusula segunda: duración de 12 meses."]);
    const read = await readDocument(docx, "sin-extension");
    expect(read.kind).toBe("docx");
    expect(read.text).toBe("Cláusula primera: objeto.\n\nCláusula segunda: duración de 12 meses.");
  });

  it("reads UTF-8 and Windows-1252 text files, and tells Markdown from plain text by the name", async () => {
    const utf8 = await readDocument(Buffer.from("\uFEFF# Acta\r\nSe aprobó el año fiscal.\r\n"), "acta.md");
    expect(utf8).toEqual({ kind: "md", text: "# Acta\nSe aprobó el año fiscal.", truncated: false });
    const legacy = await readDocument(Buffer.from("Año: señal pagada", "latin1"), "notas.txt");
    expect(legacy).toMatchObject({ kind: "txt", text: "Año: señal pagada" });
  });

  it("keeps at most DOCUMENT_TEXT_MAX characters and says the document was cut", async () => {
    const read = await readDocument(Buffer.from("palabra ".repeat(10_000)), "largo.txt");
    expect(read.text).toHaveLength(DOCUMENT_TEXT_MAX);
    expect(read.truncated).toBe(true);
  });

  it("refuses a file of another type with 415, whatever its name says", async () => {
    await expect(readDocument(PNG, "contrato.pdf")).rejects.toMatchObject({
      status: 415,
      code: "unsupported_media_type",
    });
    const otherZip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from("xl/workbook.xml")]);
    await expect(readDocument(otherZip, "hoja.docx")).rejects.toMatchObject({ status: 415 });
  });

  it("refuses a document over 20 MB with 413", async () => {
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x61);
    await expect(readDocument(big, "grande.txt")).rejects.toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
  });

  it("refuses with 422 a document with no text, a broken Word file and a broken PDF", async () => {
    await expect(readDocument(Buffer.from(" \n \n"), "vacio.txt")).rejects.toMatchObject({
      status: 422,
      code: "unreadable_document",
    });
    const brokenDocx = await buildDocx([], "<not-xml");
    await expect(readDocument(brokenDocx, "roto.docx")).rejects.toMatchObject({
      status: 422,
      code: "unreadable_document",
    });
    const brokenPdf = Buffer.from("%PDF-1.7\nesto no es un PDF");
    await expect(readDocument(brokenPdf, "roto.pdf")).rejects.toMatchObject({ status: 422 });
  });
});
