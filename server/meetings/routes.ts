import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMeetingRecordingFields, ZMeetingTranscriptRequest } from "../../contracts/meetings";
import { ZJobAcceptedSchema } from "../../contracts/service-jobs";
import { RECORDING_CONTENT_TYPES } from "../../contracts/transcription";
import { accessOf, checkAccessFirst } from "../access/guards";
import type { AccessCaller } from "../access/policy";
import { madridDay } from "../ai/madrid-day";
import { isAiConfigured } from "../ai/provider";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../core/errors";
import { queueServiceJob } from "../jobs/queue-job";
import { receiveServiceUploads, removeReceived } from "../jobs/uploads";
import { requireTranscriptionProvider } from "../ai/speech-provider";
import { meetingJob } from "./meeting-job";

/**
 * POST /api/services/meetings (premium and above): minutes from a pasted transcript (JSON
 * `{ title, transcript }`) or from a recording (multipart `file`, optional `title` and
 * `language`), transcribed first. Answers 202 `{ id, status }`; the job is read at
 * /api/services/jobs/:id.
 */
export async function registerMeetingRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const maxBytes = context.config.SERVICES_MAX_UPLOAD_MB * 1024 * 1024;
  // One byte over the cap so the store's own check answers 413 instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 4 } });
  app.post(
    "/api/services/meetings",
    {
      onRequest: checkAccessFirst(context, { kind: "service", service: "meeting" }),
      schema: { tags: ["services"], response: { 202: ZJobAcceptedSchema } },
    },
    async (request, reply) => {
      if (!isAiConfigured(context.config)) {
        throw new AppError(503, "ai_not_configured", "No AI provider is configured");
      }
      const caller = await accessOf(request, context);
      const accepted = request.isMultipart()
        ? await queueRecording(context, request, caller, maxBytes)
        : await queueTranscript(context, request.body, caller);
      return reply.status(202).send(accepted);
    },
  );
}

function queueTranscript(context: AppContext, body: unknown, caller: AccessCaller) {
  const parsed = ZMeetingTranscriptRequest.safeParse(body);
  if (!parsed.success) {
    throw badRequest(
      "Send { title, transcript } or a recording as multipart `file`",
      parsed.error.issues.map((issue) => ({ path: `/${issue.path.join("/")}`, message: issue.message })),
    );
  }
  return queueServiceJob(context, {
    caller,
    kind: meetingJob,
    input: { ...parsed.data, meetingDay: madridDay(new Date()) },
    queries: 1,
  });
}

async function queueRecording(context: AppContext, request: FastifyRequest, caller: AccessCaller, maxBytes: number) {
  requireTranscriptionProvider(context.config);
  const received = await receiveServiceUploads(context, request, caller.user.id, {
    fileFields: ["file"],
    maxBytes,
    allowedTypes: RECORDING_CONTENT_TYPES,
  });
  const fields = ZMeetingRecordingFields.safeParse({
    ...received.fields,
    language: received.fields.language || undefined,
  });
  if (!fields.success) {
    await removeReceived(context, received);
    throw badRequest(
      "language must be es, ca, en or auto; title at most 200 characters of text",
      fields.error.issues.map((issue) => ({ path: `/${issue.path.join("/")}`, message: issue.message })),
    );
  }
  const file = received.files.file;
  return queueServiceJob(context, {
    caller,
    kind: meetingJob,
    input: { title: fields.data.title || undefined, meetingDay: madridDay(new Date()), language: fields.data.language },
    fileKeys: file ? [file.key] : [],
    fileNames: file ? [file.name] : [],
    queries: 1,
  });
}
