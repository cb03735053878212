import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZQuizScoresSchema,
  ZRecordQuizScoreSchema,
  ZPromptCritiqueRequestSchema,
  ZReflectionEntrySchema,
  ZReflectionFeedbackRequestSchema,
  ZReflectionIdParamsSchema,
  ZReflectionListSchema,
  ZSaveReflectionSchema,
} from "../../contracts/training";
import { TRAINING_CONTENT_APPS, ZContentQuerySchema } from "../../contracts/app-content";
import { checkAccessFirst } from "../access/guards";
import { TRAINING_APPS } from "../access/policy";
import { abortOnClose, sendAnswerStream } from "../ai/stream-reply";
import { callerOf } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { streamPromptCritique, streamReflectionFeedback } from "./ai-coach";
import { TRAINING_CONTENT } from "./content";
import * as training from "./service";

const ContentParams = z.object({ app: z.enum(TRAINING_CONTENT_APPS) });

/**
 * The training apps' words, their saved data (quiz best scores, the reflection journal) and their
 * AI coach (feedback on an entry, critique of a prompt). Premium only.
 */
export async function registerTrainingRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["training"];
  // Every route checks the caller's plan before it reads the body.
  app.addHook("onRequest", checkAccessFirst(context, TRAINING_APPS));

  app.get(
    "/api/training/content/:app",
    { schema: { tags, params: ContentParams, querystring: ZContentQuerySchema } },
    async (request, reply) => {
      // Premium words: kept by the browser that fetched them, never by a shared cache.
      void reply.header("cache-control", "private, max-age=3600");
      return TRAINING_CONTENT[request.params.app][request.query.lng];
    },
  );

  app.get("/api/training/quiz/scores", { schema: { tags, response: { 200: ZQuizScoresSchema } } }, async (request) => {
    const user = callerOf(request);
    return training.listQuizScores(context, user.id);
  });

  app.post(
    "/api/training/quiz/scores",
    { schema: { tags, body: ZRecordQuizScoreSchema, response: { 200: ZQuizScoresSchema } } },
    async (request) => {
      const user = callerOf(request);
      return training.recordQuizScore(context, user.id, request.body);
    },
  );

  app.get(
    "/api/training/reflections",
    { schema: { tags, response: { 200: ZReflectionListSchema } } },
    async (request) => {
      const user = callerOf(request);
      return training.listReflections(context, user.id);
    },
  );

  app.post(
    "/api/training/reflections",
    { schema: { tags, body: ZSaveReflectionSchema, response: { 201: ZReflectionEntrySchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      return reply.status(201).send(await training.createReflection(context, user.id, request.body));
    },
  );

  app.get(
    "/api/training/reflections/:id",
    { schema: { tags, params: ZReflectionIdParamsSchema, response: { 200: ZReflectionEntrySchema } } },
    async (request) => {
      const user = callerOf(request);
      return training.getReflection(context, user.id, request.params.id);
    },
  );

  app.put(
    "/api/training/reflections/:id",
    {
      schema: {
        tags,
        params: ZReflectionIdParamsSchema,
        body: ZSaveReflectionSchema,
        response: { 200: ZReflectionEntrySchema },
      },
    },
    async (request) => {
      const user = callerOf(request);
      return training.editReflection(context, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/training/reflections/:id",
    { schema: { tags, params: ZReflectionIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = callerOf(request);
      await training.removeReflection(context, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/training/reflections/:id/feedback",
    { schema: { tags, params: ZReflectionIdParamsSchema, body: ZReflectionFeedbackRequestSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const stream = await streamReflectionFeedback({
        context,
        user: callerOf(request),
        id,
        language: request.body.language,
        signal: abortOnClose(reply),
      });
      return sendAnswerStream(reply, stream);
    },
  );

  app.post(
    "/api/training/prompt-coach/critique",
    { schema: { tags, body: ZPromptCritiqueRequestSchema } },
    async (request, reply) => {
      const { body } = request;
      const stream = await streamPromptCritique({
        context,
        user: callerOf(request),
        request: body,
        language: body.language,
        signal: abortOnClose(reply),
      });
      return sendAnswerStream(reply, stream);
    },
  );
}
