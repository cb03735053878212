// The PDF worker's entry: reads the PDFs pdf-text.ts sends, one at a time, off the main thread.
import { parentPort } from "node:worker_threads";
import { extractPdfText, type PdfTextLimits, type PdfTextResult } from "./pdf-text-extract";

export interface PdfJob {
  id: number;
  pdf: Uint8Array;
  limits: PdfTextLimits;
}

parentPort?.on("message", (job: PdfJob) => {
  void extractPdfText(job.pdf, job.limits)
    .catch((): PdfTextResult => ({ refusal: "unreadable_pdf" }))
    .then((result) => parentPort?.postMessage({ id: job.id, result }));
});
