import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMeetingTranscriptRequest } from "../../../contracts/meetings";
import { ZJobAcceptedSchema } from "../../../contracts/service-jobs";
import { accessOf, checkAccessFirst } from "../../access/guards";
import { madridDay } from "../../ai/madrid-day";
import { isAiConfigured } from "../../ai/provider";
import type { AppContext } from "../../context";
import { AppError, badRequest } from "../../core/errors";
import { queueServiceJob } from "../queue-job";
import { meetingJob } from "./meeting-job";

/**
 * POST /api/services/meetings (premium and above): minutes from a pasted transcript (JSON
 * `{ title, transcript }`). Answers 202 `{ id, status }`; the job is read at /api/services/jobs/:id.
 */
export async function registerMeetingRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
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
      const parsed = ZMeetingTranscriptRequest.safeParse(request.body);
      if (!parsed.success) {
        throw badRequest(
          "Send { title, transcript }",
          parsed.error.issues.map((issue) => ({ path: `/${issue.path.join("/")}`, message: issue.message })),
        );
      }
      const accepted = await queueServiceJob(context, {
        caller,
        kind: meetingJob,
        input: { ...parsed.data, meetingDay: madridDay(new Date()) },
        queries: 1,
      });
      return reply.status(202).send(accepted);
    },
  );
}
