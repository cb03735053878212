import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DOCUMENT_MAX_BYTES, ZDocumentTaskForm } from "../../contracts/documents";
import { ZJobAcceptedSchema } from "../../contracts/service-jobs";
import { accessOf, checkAccessFirst } from "../access/guards";
import { isAiConfigured } from "../ai/provider";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../core/errors";
import { toDisplayName } from "../files/display-name";
import { enforceUploadRate } from "../limits/request-limits";
import { queueServiceJob } from "../jobs/queue-job";
import { documentJob } from "./document-job";
import { compareDocuments } from "../ingest/compare-documents";
import { readDocument, readPastedText } from "../ingest/read-document";

const FILE_FIELDS = ["file", "otherFile"] as const;
type FileField = (typeof FILE_FIELDS)[number];

interface ReceivedDocument {
  name: string;
  bytes: Buffer;
}

/**
 * POST /api/services/documents (premium and above): multipart `file` (PDF, DOCX, TXT or MD, up
 * to 20 MB, judged from its bytes) or, instead of it, the document's text as the field `text`
 * (read as a TXT document, the same 20 MB; not for compare), `task` (summary | extract | risks |
 * compare, the last with `otherFile`) and, for extract, `fields`. The documents are read here, so
 * a wrong type (415), an unreadable file (422), an empty text (400) or versions too different to
 * compare (422) cost no query; the job then gets their text (one query) and nothing else is kept.
 */
export async function registerDocumentRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // One byte over the cap so our own check (413 payload_too_large) answers, never a silent cut.
  // The same for a pasted `text` field (busboy's default cuts fields at 1 MB).
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES + 1, fieldSize: DOCUMENT_MAX_BYTES + 1, files: 2, fields: 4 },
  });
  app.post(
    "/api/services/documents",
    {
      onRequest: checkAccessFirst(context, { kind: "service", service: "document" }),
      schema: { tags: ["services"], consumes: ["multipart/form-data"], response: { 202: ZJobAcceptedSchema } },
    },
    async (request, reply) => {
      if (!isAiConfigured(context.config)) {
        throw new AppError(503, "ai_not_configured", "No AI provider is configured");
      }
      const caller = await accessOf(request, context);
      await enforceUploadRate(context, "service-upload", caller.user.id);
      const { files, fields } = await receiveDocuments(request);
      const form = ZDocumentTaskForm.safeParse(fields);
      if (!form.success) {
        throw badRequest(
          "Send a task (summary, extract, risks or compare)",
          form.error.issues.map((issue) => ({ path: `/${issue.path.join("/")}`, message: issue.message })),
        );
      }
      const { task } = form.data;
      const file = files.file;
      const pasted = fields.text;
      if (file && pasted !== undefined) {
        throw badRequest("Send the document as `file` or its text as `text`, not both", [
          { path: "/text", message: "Not with a file" },
        ]);
      }
      if (pasted !== undefined && task === "compare") {
        throw badRequest("A comparison takes two files", [{ path: "/text", message: "Not for compare" }]);
      }
      if (!file && pasted === undefined) {
        throw badRequest("Send the document as `file` or its text as `text`", [{ path: "/file", message: "Required" }]);
      }
      if ((task === "compare") !== Boolean(files.otherFile)) {
        throw badRequest("A comparison needs the second version as `otherFile`, and only a comparison takes one", [
          { path: "/otherFile", message: task === "compare" ? "Required" : "Only for compare" },
        ]);
      }
      const document = file ? await readDocument(file.bytes, file.name) : await readPastedText(pasted ?? "");
      const other = files.otherFile ? await readDocument(files.otherFile.bytes, files.otherFile.name) : undefined;
      if (other) await compareDocuments(document.text, other.text);
      const accepted = await queueServiceJob(context, {
        caller,
        kind: documentJob,
        input: {
          task,
          text: document.text,
          ...(other ? { otherText: other.text } : {}),
          ...(task === "extract" && form.data.fields?.length ? { fields: form.data.fields } : {}),
        },
        // A pasted text has no name: the list calls it a pasted text.
        fileNames: [...(file ? [file.name] : []), ...(files.otherFile ? [files.otherFile.name] : [])],
        queries: 1,
      });
      return reply.status(202).send(accepted);
    },
  );
}

/** The form's documents in memory (at most two of 20 MB, or a pasted text) and its text fields. */
async function receiveDocuments(
  request: FastifyRequest,
): Promise<{ files: Partial<Record<FileField, ReceivedDocument>>; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
  const files: Partial<Record<FileField, ReceivedDocument>> = {};
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === "field") {
      if (part.valueTruncated) throw new AppError(413, "payload_too_large", "Documents are limited to 20 MB");
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
      continue;
    }
    const field = FILE_FIELDS.find((name) => name === part.fieldname);
    if (!field || files[field]) {
      part.file.resume();
      throw badRequest(`Unexpected file field ${part.fieldname}`, [
        { path: `/${part.fieldname}`, message: "Unexpected" },
      ]);
    }
    const bytes = await part.toBuffer();
    files[field] = { name: toDisplayName(part.filename, "documento"), bytes };
  }
  return { files, fields };
}
