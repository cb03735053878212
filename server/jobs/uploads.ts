import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { badRequest } from "../core/errors";
import { toDisplayName } from "../files/display-name";
import { enforceUploadRate } from "../limits/request-limits";
import { SERVICE_UPLOADS_FOLDER } from "./job-files";

export interface ServiceUploadRules {
  /** Multipart fields that carry a file, e.g. ["file"] or ["file", "otherFile"]; the first is required. */
  fileFields: readonly string[];
  maxBytes: number;
  /** Judged from the bytes (server/files/content-type.ts); another type is 415. */
  allowedTypes: readonly string[];
}

export interface ReceivedFile {
  key: string;
  /** The name the user's file had, for download names; never used as a path. */
  name: string;
  contentType: string;
  size: number;
}

export interface ReceivedUploads {
  files: Record<string, ReceivedFile>;
  /** The text fields sent with the files. */
  fields: Record<string, string>;
}

/**
 * Reads a service's multipart request: each file field is streamed into the file store (size
 * capped, typed from its bytes), the text fields are collected. Counts against the caller's
 * hourly upload limit first (429 `rate_limited`). On any refusal nothing stays stored. The route
 * registers @fastify/multipart with a fileSize one byte over `maxBytes`.
 */
export async function receiveServiceUploads(
  context: AppContext,
  request: FastifyRequest,
  userId: string,
  rules: ServiceUploadRules,
): Promise<ReceivedUploads> {
  if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
  await enforceUploadRate(context, "service-upload", userId);
  const received: ReceivedUploads = { files: {}, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") received.fields[part.fieldname] = part.value;
        continue;
      }
      if (!rules.fileFields.includes(part.fieldname) || received.files[part.fieldname]) {
        part.file.resume();
        throw badRequest(`Unexpected file field ${part.fieldname}`, [
          { path: `/${part.fieldname}`, message: "Unexpected" },
        ]);
      }
      const saved = await context.files.saveStream(part.file, {
        folder: SERVICE_UPLOADS_FOLDER,
        maxBytes: rules.maxBytes,
        allowedTypes: rules.allowedTypes,
      });
      received.files[part.fieldname] = { ...saved, name: toDisplayName(part.filename, "archivo") };
    }
    const required = rules.fileFields[0] ?? "file";
    if (!received.files[required])
      throw badRequest(`Send multipart/form-data with a \`${required}\` field`, [
        { path: `/${required}`, message: "Required" },
      ]);
    return received;
  } catch (error) {
    await removeReceived(context, received);
    throw error;
  }
}

/** Removes what a request stored, when the job it was for is not created after all. */
export async function removeReceived(context: AppContext, received: ReceivedUploads): Promise<void> {
  await Promise.all(Object.values(received.files).map((file) => context.files.remove(file.key).catch(() => undefined)));
}
