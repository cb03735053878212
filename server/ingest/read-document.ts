import { PDF_TEXT_MAX } from "../../contracts/assistants";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TEXT_MAX, type DocumentKind } from "../../contracts/documents";
import { AppError, badRequest } from "../core/errors";
import { runIngest } from "./pool";
import type { DocumentLimits, IngestRefusal } from "./tasks";

const MEBIBYTE = 1024 * 1024;
/** A document still being read after this long is refused: several times a 300-page contract. */
export const DOCUMENT_TIME_LIMIT_MS = 10_000;
/** Cleaning a pasted text is one pass: even 20 MB takes a fraction of this. */
const PASTED_TEXT_TIME_LIMIT_MS = 5_000;

/**
 * The caps of a document's reading. A Word document's text part is refused when its ZIP says it
 * inflates past 64 MB (a 1,000-page contract's is a few), or squeezes more than 250:1 past 4 MB,
 * and again when it really inflates past 64 MB; a PDF's streams may inflate to 256 MB in all.
 */
export const DOCUMENT_LIMITS: DocumentLimits = {
  textMax: DOCUMENT_TEXT_MAX,
  zip: { entriesMax: 10_000, inflatedMax: 64 * MEBIBYTE, ratioFloorBytes: 4 * MEBIBYTE, ratioMax: 250 },
  pdfInflatedMax: 256 * MEBIBYTE,
};

export interface DocumentText {
  kind: DocumentKind;
  /** At most `textMax` characters, line breaks kept where the format has them. */
  text: string;
  /** True when the document had more text than the model reads. */
  truncated: boolean;
}

/**
 * A member's document read for the model in the ingest worker: its kind from its bytes, then
 * its text within the caps. Refuses with a 4xx the member can act on: 413 `payload_too_large`,
 * 415 `unsupported_media_type`, 422 `unreadable_document`, `pdf_too_complex` or
 * `document_too_complex`.
 */
export async function readDocument(
  bytes: Uint8Array,
  fileName: string,
  limits: DocumentLimits = DOCUMENT_LIMITS,
): Promise<DocumentText> {
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, "payload_too_large", "Documents are limited to 20 MB");
  }
  const read = await runIngest(
    // A copy of its own, handed to the worker (a Buffer may share its memory with others).
    { kind: "document-text", bytes: new Uint8Array(bytes), fileName, limits },
    { timeMs: DOCUMENT_TIME_LIMIT_MS },
  );
  if ("refusal" in read) throw documentRefusal(read.refusal, isPdf(bytes));
  if (read.value.text.length === 0) throw unreadable("The document has no text to read");
  return read.value;
}

/**
 * Text pasted instead of a file, read as a TXT document: the same 20 MB cap (413) and the same
 * cleaning; control characters a paste may carry (vertical tabs from Word, stray NULs) are dropped
 * rather than refused, since a paste is text by definition. Empty or only blanks: 400.
 */
export async function readPastedText(pasted: string): Promise<DocumentText> {
  if (Buffer.byteLength(pasted, "utf8") > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, "payload_too_large", "Documents are limited to 20 MB");
  }
  const read = await runIngest(
    { kind: "pasted-text", text: pasted, textMax: DOCUMENT_TEXT_MAX },
    { timeMs: PASTED_TEXT_TIME_LIMIT_MS },
  );
  if ("refusal" in read) throw documentRefusal(read.refusal, false);
  if (read.value.text.length === 0) {
    throw badRequest("The pasted text is empty", [{ path: "/text", message: "Empty" }]);
  }
  return { kind: "txt", ...read.value };
}

/** Why a PDF attachment gives no text (the picker names each). */
export type PdfRefusal = "unreadable_pdf" | "pdf_too_complex";

/** A PDF's text for a chat attachment, read like a document within the same caps. */
export async function readPdfText(
  bytes: Uint8Array,
  limits: DocumentLimits = { ...DOCUMENT_LIMITS, textMax: PDF_TEXT_MAX },
): Promise<{ text: string } | { refusal: PdfRefusal }> {
  const read = await runIngest(
    { kind: "document-text", bytes: new Uint8Array(bytes), fileName: "attachment.pdf", limits },
    { timeMs: DOCUMENT_TIME_LIMIT_MS },
  );
  if (!("refusal" in read)) return { text: read.value.text };
  return {
    refusal: read.refusal === "unreadable" || read.refusal === "unsupported" ? "unreadable_pdf" : "pdf_too_complex",
  };
}

function documentRefusal(refusal: IngestRefusal, isPdfFile: boolean): AppError {
  if (refusal === "unsupported") {
    return new AppError(415, "unsupported_media_type", "Send a PDF, DOCX, TXT or MD document");
  }
  if (refusal === "unreadable") return unreadable("The document cannot be read");
  if (isPdfFile) return new AppError(422, "pdf_too_complex", "The PDF is too complex to read");
  return new AppError(
    422,
    "document_too_complex",
    "The document is too heavy to read: it inflates too much, needs too much memory or takes too long",
  );
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 5)).toString("latin1") === "%PDF-";
}

function unreadable(message: string): AppError {
  return new AppError(422, "unreadable_document", message);
}
