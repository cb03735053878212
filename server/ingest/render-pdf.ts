import { AppError } from "../core/errors";
import { runIngest } from "./pool";
import type { PdfSpec } from "./tasks";

export type { PdfBlock, PdfSpec } from "./tasks";

/** Writing is linear in the text: 200,000 characters take a fraction of this. */
const PDF_TIME_LIMIT_MS = 10_000;

/** A PDF of a member's or a model's text (headings, paragraphs, bullets), written in the ingest worker. */
export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const rendered = await runIngest({ kind: "pdf", spec }, { timeMs: PDF_TIME_LIMIT_MS });
  if ("refusal" in rendered) {
    throw new AppError(503, "service_unavailable", "The PDF could not be written now; try again");
  }
  return rendered.value;
}
