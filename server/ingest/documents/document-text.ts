import type { DocumentLimits, DocumentTextValue, Outcome } from "../tasks";
import { TextBuilder } from "../text-builder";
import { decodeText, detectDocumentKind } from "./document-kind";
import { readDocxText } from "./docx-text";
import { readPdfText } from "./pdf-text";

/**
 * A document's text for the model, in the ingest worker: its kind judged from its bytes (never
 * from its name, which only tells Markdown from plain text), then read by that kind's reader
 * within the caps. An empty text is the caller's to judge.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  fileName: string,
  limits: DocumentLimits,
): Promise<Outcome<DocumentTextValue>> {
  const kind = detectDocumentKind(bytes, fileName);
  if (!kind) return { refusal: "unsupported" };
  const read =
    kind === "pdf"
      ? await readPdfText(bytes, limits.textMax, limits.pdfInflatedMax)
      : kind === "docx"
        ? await readDocxText(bytes, limits.textMax, limits.zip)
        : readPlainText(
            decodeText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) ?? "",
            limits.textMax,
          );
  return "refusal" in read ? read : { value: { kind, ...read.value } };
}

/** Text typed or pasted by a member, or a text file's characters, cleaned (TextBuilder). */
export function readPlainText(text: string, textMax: number) {
  const builder = new TextBuilder(textMax);
  builder.push(text);
  return { value: builder.finish() };
}
