import { z } from "zod";
import {
  DOCUMENT_TASKS,
  DOCUMENT_TEXT_MAX,
  EXTRACT_FIELD_NAME_MAX,
  EXTRACT_FIELDS_MAX,
  ZDocumentResult,
} from "../../contracts/documents";
import { AppError } from "../core/errors";
import type { JobDownload } from "../jobs/downloads";
import { documentResultMarkdown } from "./exports/document-markdown";
import { exportTexts } from "../jobs/exports/export-texts";
import { fieldsCsv } from "./exports/fields-csv";
import { defineJobKind } from "../jobs/registry";
import { runDocumentTask } from "./document-tasks";

/**
 * The route read the documents already (a wrong or unreadable file is its 4xx, before any query
 * is spent), so the job holds their text; the files stay with the job until it is deleted.
 */
export const ZDocumentJobInput = z.object({
  task: z.enum(DOCUMENT_TASKS),
  text: z.string().max(DOCUMENT_TEXT_MAX),
  otherText: z.string().max(DOCUMENT_TEXT_MAX).optional(),
  fields: z.array(z.string().max(EXTRACT_FIELD_NAME_MAX)).max(EXTRACT_FIELDS_MAX).optional(),
});
export type TDocumentJobInput = z.infer<typeof ZDocumentJobInput>;

/** One document task: one query, spent when the job is queued. */
export const documentJob = defineJobKind({
  kind: "document",
  deadlineMinutes: 10,
  input: ZDocumentJobInput,
  result: ZDocumentResult,
  async run(job, ctx) {
    await ctx.progress(0.2, "read");
    const result = await runDocumentTask(ctx.ai.askForObject, job.input);
    await ctx.progress(0.95, "structured");
    return result;
  },
});

const resultOf = (result: unknown) => ZDocumentResult.parse(result);

/** The files a finished job offers (listed in the app's job table). */
export const documentDownloads: JobDownload[] = [
  {
    kind: documentJob.kind,
    name: "result.md",
    contentType: "text/markdown; charset=utf-8",
    render: (result, job) => documentResultMarkdown(resultOf(result), exportTexts(job.language)),
  },
  {
    kind: documentJob.kind,
    name: "fields.csv",
    contentType: "text/csv; charset=utf-8",
    render: (result, job) => {
      const document = resultOf(result);
      if (document.task !== "extract") throw new AppError(404, "not_found", "Only an extraction has fields.csv");
      return fieldsCsv(document.fields, exportTexts(job.language));
    },
  },
];
