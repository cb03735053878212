import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZQuizScoresSchema,
  ZRecordQuizScoreSchema,
  ZReflectionEntrySchema,
  ZReflectionIdParamsSchema,
  ZReflectionListSchema,
  ZSaveReflectionSchema,
} from "../../contracts/training";
import { callerOf, checkCallerFirst } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { requirePremiumUser } from "./premium-guard";
import * as training from "./service";

/** The training apps' saved data: quiz best scores and the reflection journal. Premium only. */
export async function registerTrainingRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["training"];
  // Every route checks the caller's plan before it reads the body.
  app.addHook("onRequest", checkCallerFirst(context, requirePremiumUser));

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

  app.get("/api/training/reflections", { schema: { tags, response: { 200: ZReflectionListSchema } } }, async (request) => {
    const user = callerOf(request);
    return training.listReflections(context, user.id);
  });

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
    { schema: { tags, params: ZReflectionIdParamsSchema, body: ZSaveReflectionSchema, response: { 200: ZReflectionEntrySchema } } },
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
}
