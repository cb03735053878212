// The ingest worker's entry (run by the pool in ./pool.ts, never on the main thread): every
// parser of what a member sends, one task at a time.
import "./quiet-console";
import { compareTexts } from "./documents/compare-texts";
import { readDocumentText, readPlainText } from "./documents/document-text";
import { writePdf } from "./pdf/write-pdf";
import type { IngestRun, IngestValues, Outcome } from "./tasks";

export default async function runIngestTask({
  task,
  started,
}: IngestRun): Promise<Outcome<IngestValues[IngestRun["task"]["kind"]]>> {
  // The pool's time cap counts from here, not from the wait for a worker or its start.
  Atomics.store(new Int32Array(started), 0, 1);
  switch (task.kind) {
    case "document-text":
      return readDocumentText(task.bytes, task.fileName, task.limits);
    case "pasted-text":
      return readPlainText(task.text, task.textMax);
    case "compare":
      return compareTexts(task.first, task.second, task.limits);
    case "pdf":
      return { value: await writePdf(task.spec) };
  }
}
