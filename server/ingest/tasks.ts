import type { DocumentKind } from "../../contracts/documents";
import type { BuiltText } from "./text-builder";

/*
 * What the main thread asks of the ingest worker, and what it answers. Both sides import these
 * types; the worker holds every parser, the main thread none.
 */

/**
 * Why the worker gives no value: the bytes are not what they claim (`unsupported`), cannot be
 * read (`unreadable`), or reading them would pass a cap (`too_complex`); the pool adds its own
 * `over_time` and `over_memory` when it had to stop the worker.
 */
export type IngestRefusal =
  "unsupported" | "unreadable" | "too_complex" | "too_different" | "over_time" | "over_memory";

export type Outcome<T> = { value: T } | { refusal: IngestRefusal };
export type TextOutcome = Outcome<BuiltText>;

export interface ZipLimits {
  /** Entries the central directory may list. */
  entriesMax: number;
  /** Bytes the part read may inflate to, declared and counted. */
  inflatedMax: number;
  /** Inflated size past which the ratio is checked (small parts may compress hard). */
  ratioFloorBytes: number;
  /** Inflated bytes per compressed byte, at most. */
  ratioMax: number;
}

export interface DocumentLimits {
  textMax: number;
  zip: ZipLimits;
  /** Bytes a PDF's compressed streams may inflate to in all. */
  pdfInflatedMax: number;
}

export interface DocumentTextValue extends BuiltText {
  kind: DocumentKind;
}

/** One block of a PDF the platform writes from a member's or a model's text. */
export type PdfBlock =
  | { type: "title"; text: string }
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "bullet"; text: string };

export interface PdfSpec {
  title: string;
  language: string;
  creator: string;
  blocks: PdfBlock[];
}

export interface TextDifference {
  /** The first version's sentences ("" when the second version added them). */
  before: string;
  /** The second version's sentences ("" when they were removed). */
  after: string;
}

export interface CompareLimits {
  /** Sentences each version may have; past it the comparison is refused before it starts. */
  sentencesMax: number;
  /** Sentences added and removed in all past which the diff gives up. */
  editsMax: number;
  /** Differences listed at most. */
  differencesMax: number;
  /** Characters kept of each side of one difference. */
  sideMax: number;
}

export type IngestTask =
  | { kind: "document-text"; bytes: Uint8Array; fileName: string; limits: DocumentLimits }
  | { kind: "pasted-text"; text: string; textMax: number }
  | { kind: "compare"; first: string; second: string; limits: CompareLimits }
  | { kind: "pdf"; spec: PdfSpec };

/** What each kind of task answers. */
export interface IngestValues {
  "document-text": DocumentTextValue;
  "pasted-text": BuiltText;
  compare: TextDifference[];
  pdf: Uint8Array;
}

/** What the pool sends a worker: the task, and a flag the worker raises as it starts it. */
export interface IngestRun {
  task: IngestTask;
  started: SharedArrayBuffer;
}
