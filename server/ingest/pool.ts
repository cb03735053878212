import Piscina from "piscina";
import type { IngestRun, IngestTask, IngestValues, Outcome } from "./tasks";

/** Worker threads at most: the machine's two cores, one left to the server whenever it needs it. */
const THREADS = 2;
/** A worker's JavaScript heap (resourceLimits): past it the worker dies, not the server. */
const WORKER_HEAP_MB = 256;
/** A worker stays for the next task this long (loading PDF.js takes half a second), then ends. */
const IDLE_MS = 60_000;
/** Workers run at a lower priority than the main thread: the server answers first on a busy machine. */
const WORKER_NICENESS = 10;
const MEBIBYTE = 1024 * 1024;
/**
 * How much the process may grow while a task runs. Buffers a parser inflates live outside the
 * worker's heap, so the main thread watches the process itself and stops the task past this.
 */
export const INGEST_MEMORY_GROWTH_MAX = 512 * MEBIBYTE;
const MEMORY_CHECK_MS = 25;
/** A task still waiting for a worker after this long is refused: the pool is swamped. */
const WAIT_MAX_MS = 60_000;

export interface IngestCaps {
  /** Wall time of the task once a worker runs it. */
  timeMs: number;
  /** Aborted when the caller no longer needs the answer (a job stopped). */
  signal?: AbortSignal;
}

let pool: Piscina | undefined;

/**
 * Runs one task of the ingest floor in the worker pool: never on the event loop, within a wall
 * time (from when a worker starts it: the flag in `started`), a heap and a memory-growth cap. Over a cap the worker is stopped (piscina replaces it) and
 * the answer is a refusal (`over_time`, `over_memory`); the task's own refusals pass through.
 */
export async function runIngest<Task extends IngestTask>(
  task: Task,
  caps: IngestCaps,
): Promise<Outcome<IngestValues[Task["kind"]]>> {
  const stop = new AbortController();
  const started = new SharedArrayBuffer(4);
  const submittedAt = Date.now();
  let runningSince: number | undefined;
  const startRss = process.memoryUsage.rss();
  const watch = setInterval(() => {
    const now = Date.now();
    runningSince ??= Atomics.load(new Int32Array(started), 0) === 1 ? now : undefined;
    const isLate = runningSince === undefined ? now - submittedAt > WAIT_MAX_MS : now - runningSince > caps.timeMs;
    if (isLate) stop.abort("over_time");
    else if (process.memoryUsage.rss() - startRss > INGEST_MEMORY_GROWTH_MAX) stop.abort("over_memory");
  }, MEMORY_CHECK_MS);
  const signals = caps.signal ? [stop.signal, caps.signal] : [stop.signal];
  try {
    return (await poolOf().run({ task, started } satisfies IngestRun, {
      signal: AbortSignal.any(signals),
      transferList: transfersOf(task),
    })) as Outcome<IngestValues[Task["kind"]]>;
  } catch (error) {
    if (stop.signal.aborted) return { refusal: stop.signal.reason === "over_memory" ? "over_memory" : "over_time" };
    if ((error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY") return { refusal: "over_memory" };
    throw error;
  } finally {
    clearInterval(watch);
  }
}

/** Stops the workers (the app is closing); the next task starts a new pool. */
export async function closeIngestPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

/** Worker threads alive now (each task's worker stays a minute after it). */
export function ingestWorkerCount(): number {
  return pool?.threads.length ?? 0;
}

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    niceIncrement: WORKER_NICENESS,
    // Tasks leave handles behind (PDF.js, zlib streams): workers wait for messages, not on Atomics.
    atomics: "disabled",
  });
  return pool;
}

/** The bundled worker beside dist/server.js; from the sources, a bootstrap that loads tsx first. */
function workerFile(): string {
  const fromSource = import.meta.url.endsWith(".ts");
  return new URL(fromSource ? "./worker-from-source.mjs" : "./ingest-worker.js", import.meta.url).href;
}

/** A document's bytes are handed over, not copied (the caller keeps its own copy). */
function transfersOf(task: IngestTask): ArrayBuffer[] {
  return task.kind === "document-text" ? [task.bytes.buffer as ArrayBuffer] : [];
}
