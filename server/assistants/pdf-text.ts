import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { PDF_TEXT_MAX } from "../../contracts/assistants";
import type { PdfRefusal, PdfTextResult } from "./pdf-text-extract";
import type { PdfJob } from "./pdf-text-worker";

const MEBIBYTE = 1024 * 1024;
/** A PDF still being read after this long is refused: 10 s is several times a 300-page contract. */
export const PDF_TEXT_TIME_LIMIT_MS = 10_000;
/** What a PDF's compressed streams may inflate to, in all (checked before PDF.js reads the file). */
export const PDF_INFLATED_MAX = 256 * MEBIBYTE;
/** A worker's JavaScript heap (resourceLimits): past it the worker dies, not the server. */
const PDF_WORKER_HEAP_MB = 256;
/**
 * How much the process may grow while a PDF is read. Buffers PDF.js inflates live outside the
 * worker's heap, so the main thread watches the process itself and stops the worker past this.
 */
export const PDF_MEMORY_GROWTH_MAX = 512 * MEBIBYTE;
/** PDFs read at once, one worker each; more wait their turn, so memory stays within a few caps. */
const PARALLEL_READS = 2;
/** A worker is kept for the next PDF (loading PDF.js takes half a second) for this long, then ends. */
const IDLE_WORKER_MS = 60_000;
/** A fresh worker after this many PDFs, so nothing one of them left behind adds up. */
const PDFS_PER_WORKER = 50;
const MEMORY_CHECK_MS = 25;

interface PdfWorker {
  worker: Worker;
  reads: number;
  idleTimer?: NodeJS.Timeout;
}

const idleWorkers: PdfWorker[] = [];
let reading = 0;
const waiting: (() => void)[] = [];
let nextJobId = 0;

/**
 * A PDF's text for the model (see extractPdfText), read in a worker thread with a time limit, a
 * heap limit, a cap on what its streams inflate to and a watch on the process's memory, so a
 * heavy PDF can neither stall nor swell the server. Resolves to the text or to why there is none.
 */
export async function readPdfText(pdf: Buffer, log: FastifyBaseLogger): Promise<PdfTextResult> {
  await takeTurn();
  const pdfWorker = idleWorkers.pop() ?? startPdfWorker();
  clearTimeout(pdfWorker.idleTimer);
  try {
    const { result, isWorkerFit } = await readInWorker(pdfWorker, pdf, log);
    pdfWorker.reads += 1;
    if (isWorkerFit && pdfWorker.reads < PDFS_PER_WORKER) keepIdle(pdfWorker);
    // Its memory is given back before the next PDF takes the turn.
    else await pdfWorker.worker.terminate();
    return result;
  } finally {
    endTurn();
  }
}

function readInWorker(
  { worker }: PdfWorker,
  pdf: Buffer,
  log: FastifyBaseLogger,
): Promise<{ result: PdfTextResult; isWorkerFit: boolean }> {
  const copy = new Uint8Array(pdf);
  const job: PdfJob = {
    id: (nextJobId += 1),
    pdf: copy,
    limits: { textMax: PDF_TEXT_MAX, inflatedMax: PDF_INFLATED_MAX },
  };
  const startRss = process.memoryUsage.rss();
  return new Promise((resolve) => {
    const settle = (result: PdfTextResult, isWorkerFit: boolean) => {
      clearTimeout(timer);
      clearInterval(memoryWatch);
      worker.off("message", handleMessage).off("error", handleError).off("exit", handleExit);
      resolve({ result, isWorkerFit });
    };
    const refuse = (refusal: PdfRefusal) => settle({ refusal }, false);
    const timer = setTimeout(() => refuse("pdf_too_complex"), PDF_TEXT_TIME_LIMIT_MS);
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > PDF_MEMORY_GROWTH_MAX) refuse("pdf_too_complex");
    }, MEMORY_CHECK_MS);
    const handleMessage = (message: { id: number; result: PdfTextResult }) => {
      if (message.id === job.id) settle(message.result, true);
    };
    const handleError = (error: NodeJS.ErrnoException) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") return refuse("pdf_too_complex");
      // Not the PDF's fault only: a worker that cannot start would refuse every PDF.
      log.warn({ err: error }, "the PDF worker failed");
      refuse("unreadable_pdf");
    };
    const handleExit = () => refuse("unreadable_pdf");
    worker.on("message", handleMessage).on("error", handleError).on("exit", handleExit);
    worker.postMessage(job, [copy.buffer]);
  });
}

function keepIdle(pdfWorker: PdfWorker): void {
  // Ending it takes it off the idle list (its exit listener).
  pdfWorker.idleTimer = setTimeout(() => void pdfWorker.worker.terminate(), IDLE_WORKER_MS).unref();
  idleWorkers.push(pdfWorker);
}

/**
 * The bundled worker beside dist/server.js in production; from the sources (tests, `npm run dev`)
 * the worker is TypeScript, so it registers tsx's loader before it imports its entry. Workers
 * never keep the process alive.
 */
function startPdfWorker(): PdfWorker {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_HEAP_MB },
    // PDF.js writes warnings to the console; they say nothing anyone needs.
    stdout: true,
    stderr: true,
  };
  let worker: Worker;
  if (!import.meta.url.endsWith(".ts")) {
    worker = new Worker(new URL("./pdf-text-worker.js", import.meta.url), options);
  } else {
    const entry = new URL("./pdf-text-worker.ts", import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    worker = new Worker(bootstrap, { ...options, eval: true });
  }
  worker.stdout.resume();
  worker.stderr.resume();
  worker.unref();
  const pdfWorker: PdfWorker = { worker, reads: 0 };
  // A worker that ended while idle is not handed the next PDF.
  worker.once("exit", () => {
    const index = idleWorkers.indexOf(pdfWorker);
    if (index !== -1) idleWorkers.splice(index, 1);
    clearTimeout(pdfWorker.idleTimer);
  });
  return pdfWorker;
}

/** tsx's ES module API (`tsx/esm/api` under the import condition, which `require.resolve` would not pick). */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve("tsx/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    exports: { "./esm/api": { import: { default: string } } };
  };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports["./esm/api"].import.default)).href;
}

function takeTurn(): Promise<void> {
  if (reading < PARALLEL_READS) {
    reading += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the turn to the next PDF waiting, if any. */
function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else reading -= 1;
}
