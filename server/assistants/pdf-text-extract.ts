import { getDocumentProxy } from "unpdf";
import { inflatesBeyond } from "./pdf-inflated-size";

export interface PdfTextLimits {
  /** Characters kept; pages past them are not read. */
  textMax: number;
  /** Bytes the file's compressed streams may inflate to in all. */
  inflatedMax: number;
}

/** Why a PDF gives no text: it cannot be read, or reading it would cost more than the caps allow. */
export type PdfRefusal = "unreadable_pdf" | "pdf_too_complex";

export type PdfTextResult = { text: string } | { refusal: PdfRefusal };

/**
 * A PDF's text as the model reads it (pages joined, whitespace collapsed, no NUL, at most
 * `textMax` characters), read page by page and stopping once there is enough. Runs in the PDF
 * worker (pdf-text-worker.ts), never on the server's main thread.
 */
export async function extractPdfText(pdf: Uint8Array, limits: PdfTextLimits): Promise<PdfTextResult> {
  if (await inflatesBeyond(pdf, limits.inflatedMax)) return { refusal: "pdf_too_complex" };
  let document;
  try {
    document = await getDocumentProxy(pdf);
  } catch {
    return { refusal: "unreadable_pdf" };
  }
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    try {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
      page.cleanup();
    } catch {
      return { refusal: "unreadable_pdf" };
    }
    if (toModelText(pages).length >= limits.textMax) break;
  }
  await document.destroy();
  return { text: toModelText(pages).slice(0, limits.textMax) };
}

/** Pages joined and whitespace collapsed; PostgreSQL text cannot hold NUL, which some PDFs carry. */
function toModelText(pages: string[]): string {
  return pages.join("\n").replace(/\s+/g, " ").replaceAll("\u0000", "");
}
