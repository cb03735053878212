import type { FastifyBaseLogger } from "fastify";
import mammoth from "mammoth";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TEXT_MAX, type DocumentKind } from "../../contracts/documents";
import { readPdfText } from "../assistants/pdf-text";
import { AppError, badRequest } from "../core/errors";
import { decodeText, detectDocumentKind } from "./document-type";

export interface DocumentText {
  kind: DocumentKind;
  /** At most DOCUMENT_TEXT_MAX characters, line breaks kept where the format has them. */
  text: string;
  /** True when the document had more text than the model reads. */
  truncated: boolean;
}

/**
 * A document's text for the model: a PDF through the PDF worker (time, memory and inflation
 * caps), a Word document through mammoth, text files decoded. Refuses with a 4xx the user can
 * act on: 413 `payload_too_large`, 415 `unsupported_media_type`, 422 `unreadable_document`,
 * 422 `pdf_too_complex`.
 */
export async function readDocumentText(bytes: Buffer, fileName: string, log: FastifyBaseLogger): Promise<DocumentText> {
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, "payload_too_large", "Documents are limited to 20 MB");
  }
  const kind = detectDocumentKind(bytes, fileName);
  if (!kind) throw new AppError(415, "unsupported_media_type", "Send a PDF, DOCX, TXT or MD document");
  const whole = await readWhole(kind, bytes, log);
  const text = cleanText(whole);
  if (text.length === 0) throw unreadable("The document has no text to read");
  return { kind, text: text.slice(0, DOCUMENT_TEXT_MAX), truncated: text.length > DOCUMENT_TEXT_MAX };
}

/**
 * Text pasted instead of a file, read as a TXT document: the same 20 MB cap (413) and the same
 * cleaning; control characters a paste may carry (vertical tabs from Word, stray NULs) are dropped
 * rather than refused, since a paste is text by definition. Empty or only blanks: 400.
 */
export function readPastedText(pasted: string): DocumentText {
  if (Buffer.byteLength(pasted, "utf8") > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, "payload_too_large", "Documents are limited to 20 MB");
  }
  const text = cleanText(pasted.replace(/[^\P{Cc}\t\n\f\r]/gu, ""));
  if (text.length === 0) {
    throw badRequest("The pasted text is empty", [{ path: "/text", message: "Empty" }]);
  }
  return { kind: "txt", text: text.slice(0, DOCUMENT_TEXT_MAX), truncated: text.length > DOCUMENT_TEXT_MAX };
}

async function readWhole(kind: DocumentKind, bytes: Buffer, log: FastifyBaseLogger): Promise<string> {
  switch (kind) {
    case "pdf": {
      const read = await readPdfText(bytes, log);
      if ("refusal" in read) {
        if (read.refusal === "pdf_too_complex") {
          throw new AppError(422, "pdf_too_complex", "The PDF is too complex to read");
        }
        throw unreadable("The PDF cannot be read");
      }
      return read.text;
    }
    case "docx":
      try {
        return (await mammoth.extractRawText({ buffer: bytes })).value;
      } catch {
        throw unreadable("The Word document cannot be read");
      }
    case "txt":
    case "md":
      return decodeText(bytes) ?? "";
  }
}

/** No NUL (PostgreSQL text refuses it), Windows line ends made plain, runs of blank lines shortened. */
function cleanText(text: string): string {
  return text
    .replaceAll("\u0000", "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function unreadable(message: string): AppError {
  return new AppError(422, "unreadable_document", message);
}
