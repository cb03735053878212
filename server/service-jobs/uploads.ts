import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { badRequest } from "../core/errors";
import { tooManyRequests } from "../limits/request-limits";

/** The folder of the file store every service job's uploads go to. */
export const SERVICE_UPLOADS_FOLDER = "service-jobs";

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
  await enforceUploadRate(context, userId);
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
      received.files[part.fieldname] = { ...saved, name: cleanName(part.filename) };
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

async function enforceUploadRate(context: AppContext, userId: string): Promise<void> {
  if (!context.config.RATE_LIMITS_ENABLED) return;
  const result = await context.limiter.hit(`service-upload:${userId}`, {
    limit: context.config.RATE_LIMIT_SERVICE_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** A display name: no folders, no control characters, not endless. */
function cleanName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "archivo").slice(0, 200);
}
