import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZJobAcceptedSchema } from "../../../contracts/service-jobs";
import { accessOf, checkAccessFirst } from "../../access/guards";
import { isAiConfigured } from "../../ai/provider";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../core/errors";
import { queueServiceJob } from "../../jobs/queue-job";
import { findOwnJob } from "../../jobs/store";
import { transcriptionJob } from "../job";
import { transcriptInsightsJob } from "./insights-job";

const IdParams = z.object({ id: z.uuid() });

/**
 * POST /api/services/jobs/:id/insights: summary, chapters and quotes of the caller's finished
 * transcription, as a `transcript-insights` job (one daily query; same plan as transcription).
 */
export async function registerTranscriptInsightsRoutes(
  instance: FastifyInstance,
  { context }: { context: AppContext },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/services/jobs/:id/insights",
    {
      onRequest: checkAccessFirst(context, { kind: "service", service: "transcription" }),
      schema: { tags: ["services"], params: IdParams, response: { 202: ZJobAcceptedSchema } },
    },
    async (request, reply) => {
      if (!isAiConfigured(context.config)) {
        throw new AppError(503, "ai_not_configured", "No AI provider is configured");
      }
      const caller = await accessOf(request, context);
      const source = await findOwnJob(context.database.db, caller.user.id, request.params.id);
      if (!source || source.kind !== transcriptionJob.kind) throw notFound("No such transcription");
      if (source.status !== "done") throw new AppError(409, "conflict", "The transcription has not finished");
      const accepted = await queueServiceJob(context, {
        caller,
        kind: transcriptInsightsJob,
        input: { sourceJobId: source.id },
        queries: 1,
      });
      return reply.status(202).send(accepted);
    },
  );
}
