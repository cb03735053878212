import type { DocumentKind } from "../../../contracts/documents";

const PDF_MAGIC = "%PDF-";
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Every Word document's ZIP holds this entry; ZIP entry names are stored uncompressed. */
const DOCX_ENTRY = Buffer.from("word/document.xml", "latin1");
/** Tab, line feed, form feed and carriage return: the only control bytes a text file keeps. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/**
 * What a document is, judged from its bytes (the name only tells Markdown from plain text, which
 * bytes cannot): a PDF, a Word document (.docx), UTF-8 or Windows-1252 text, or undefined.
 */
export function detectDocumentKind(bytes: Uint8Array, fileName: string): DocumentKind | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF_MAGIC.length).toString("latin1") === PDF_MAGIC) return "pdf";
  if (ZIP_MAGIC.every((byte, index) => buffer[index] === byte)) {
    return buffer.includes(DOCX_ENTRY) ? "docx" : undefined;
  }
  if (decodeText(buffer) === undefined) return undefined;
  return /\.(md|markdown)$/i.test(fileName.trim()) ? "md" : "txt";
}

/**
 * A text file's characters: UTF-8 (a byte-order mark dropped), or Windows-1252 when the bytes are
 * not UTF-8 (older Spanish Word exports); undefined when they hold other control bytes (binary).
 */
export function decodeText(buffer: Buffer): string | undefined {
  for (const byte of buffer) {
    if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return undefined;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder("windows-1252").decode(buffer);
  }
}
