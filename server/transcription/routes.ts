import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZJobAcceptedSchema } from "../../contracts/service-jobs";
import {
  RECORDING_CONTENT_TYPES,
  TRANSCRIPTION_LANGUAGES,
  ZServiceAvailabilitySchema,
} from "../../contracts/transcription";
import { isAiConfigured } from "../ai/provider";
import { accessOf, checkAccessFirst } from "../access/guards";
import type { AppContext } from "../context";
import { badRequest } from "../core/errors";
import { queueServiceJob } from "../jobs/queue-job";
import { receiveServiceUploads, removeReceived } from "../jobs/uploads";
import { isTranscriptionConfigured, requireTranscriptionProvider } from "../ai/speech-provider";
import { transcriptionJob } from "./job";

/** POST /api/services/transcriptions: a recording in, a job out (basic plan and above). */
export async function registerTranscriptionRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const maxBytes = context.config.SERVICES_MAX_UPLOAD_MB * 1024 * 1024;
  // One byte over the cap so the store's own check answers 413 instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 4 } });

  // Public: a service page says what this installation can do before anyone uploads.
  app.get(
    "/api/services/availability",
    { schema: { tags: ["services"], response: { 200: ZServiceAvailabilitySchema } } },
    async () => ({
      aiConfigured: isAiConfigured(context.config),
      transcriptionConfigured: isTranscriptionConfigured(context.config),
      maxUploadMb: context.config.SERVICES_MAX_UPLOAD_MB,
    }),
  );

  app.post(
    "/api/services/transcriptions",
    {
      onRequest: checkAccessFirst(context, { kind: "service", service: "transcription" }),
      schema: { tags: ["services"], response: { 202: ZJobAcceptedSchema } },
    },
    async (request, reply) => {
      requireTranscriptionProvider(context.config);
      const caller = await accessOf(request, context);
      const received = await receiveServiceUploads(context, request, caller.user.id, {
        fileFields: ["file"],
        maxBytes,
        allowedTypes: RECORDING_CONTENT_TYPES,
      });
      const language = received.fields.language || "auto";
      if (!(TRANSCRIPTION_LANGUAGES as readonly string[]).includes(language)) {
        await removeReceived(context, received);
        throw badRequest("language must be es, ca, en or auto", [{ path: "/language", message: "Invalid" }]);
      }
      const file = received.files.file;
      const accepted = await queueServiceJob(context, {
        caller,
        kind: transcriptionJob,
        input: { language: language as (typeof TRANSCRIPTION_LANGUAGES)[number] },
        fileKeys: file ? [file.key] : [],
        fileNames: file ? [file.name] : [],
        queries: 1,
      });
      return reply.status(202).send(accepted);
    },
  );
}
