import { z } from "zod";
import { jsonText } from "./text";

/**
 * The document service: a summary, extracted fields with the passage each
 * was read from, a list of risks, or the comparison of two versions.
 */

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Characters of a document's text the model reads (the same cap as a chat's PDF). */
export const DOCUMENT_TEXT_MAX = 60_000;
export const DOCUMENT_KINDS = ["pdf", "docx", "txt", "md"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TASKS = ["summary", "extract", "risks", "compare"] as const;
export type DocumentTask = (typeof DOCUMENT_TASKS)[number];

/** Field names one extraction may ask for. */
export const EXTRACT_FIELDS_MAX = 30;
export const EXTRACT_FIELD_NAME_MAX = 100;

export const RISK_SEVERITIES = ["low", "medium", "high"] as const;

const shortText = (max: number) => z.string().trim().min(1).max(max);

export const ZDocumentSummary = z.object({
  summary: shortText(10_000),
  keyPoints: z.array(shortText(1_000)).max(50),
});

export const ZExtractedField = z.object({
  name: shortText(EXTRACT_FIELD_NAME_MAX),
  value: z.string().trim().max(2_000),
  /** The passage the value was read from, word for word. */
  quote: z.string().trim().max(2_000),
});
export const ZDocumentExtraction = z.object({ fields: z.array(ZExtractedField).max(100) });

export const ZDocumentRisks = z.object({
  items: z
    .array(z.object({ clause: shortText(2_000), risk: shortText(2_000), severity: z.enum(RISK_SEVERITIES) }))
    .max(100),
});

export const ZDocumentDifference = z.object({
  before: z.string().max(4_000),
  after: z.string().max(4_000),
  comment: z.string().trim().max(2_000),
});
export const ZDocumentComparison = z.object({ differences: z.array(ZDocumentDifference).max(200) });

export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;
export type TExtractedField = z.infer<typeof ZExtractedField>;
export type TDocumentExtraction = z.infer<typeof ZDocumentExtraction>;
export type TDocumentRisks = z.infer<typeof ZDocumentRisks>;
export type TDocumentDifference = z.infer<typeof ZDocumentDifference>;
export type TDocumentComparison = z.infer<typeof ZDocumentComparison>;

/** A document job's result, tagged with its task. */
export const ZDocumentResult = z.discriminatedUnion("task", [
  ZDocumentSummary.extend({ task: z.literal("summary") }),
  ZDocumentExtraction.extend({ task: z.literal("extract") }),
  ZDocumentRisks.extend({ task: z.literal("risks") }),
  ZDocumentComparison.extend({ task: z.literal("compare") }),
]);
export type TDocumentResult = z.infer<typeof ZDocumentResult>;

/** `fields`: comma-separated names, trimmed, empty ones dropped, duplicates once. */
export const ZExtractFieldNames = jsonText()
  .max(EXTRACT_FIELDS_MAX * (EXTRACT_FIELD_NAME_MAX + 1))
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(EXTRACT_FIELD_NAME_MAX)).max(EXTRACT_FIELDS_MAX));

/** The multipart form's text parts of `POST /api/services/documents`. */
export const ZDocumentTaskForm = z.object({
  task: z.enum(DOCUMENT_TASKS),
  fields: ZExtractFieldNames.optional(),
});
export type TDocumentTaskForm = z.infer<typeof ZDocumentTaskForm>;
