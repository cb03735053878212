import { PdfWriter } from "../../../pdf/pdf-writer";
import type { PdfSpec } from "../tasks";

/** A PDF of headings, paragraphs and bullets (PdfSpec), in the ingest worker. */
export async function writePdf(spec: PdfSpec): Promise<Uint8Array> {
  const writer = await PdfWriter.create(spec);
  for (const block of spec.blocks) writer[block.type](block.text);
  return writer.bytes();
}
