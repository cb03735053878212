import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZAiAppIdParamsSchema } from "../../contracts/maturity-checklist";
import {
  ZRefinedTrainingPlanSchema,
  ZRefineTrainingPlanSchema,
  ZSaveTrainingPlanSchema,
  ZTrainingPlanListSchema,
  ZTrainingPlanSchema,
} from "../../contracts/training-plans";
import type { AppContext } from "../context";
import { checkAccessFirst } from "../access/guards";
import { AI_APPS } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import * as plans from "./training-plan-service";

/** The training generator's saved plans and its AI refinement. Premium only. */
export async function registerTrainingPlanRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", checkAccessFirst(context, AI_APPS));
  const tags = ["ai-apps"];
  const base = "/api/ai-apps/training-plans";

  app.get(base, { schema: { tags, response: { 200: ZTrainingPlanListSchema } } }, async (request) => {
    const user = callerOf(request);
    return plans.listPlans(context, user.id);
  });

  app.post(
    base,
    { schema: { tags, body: ZSaveTrainingPlanSchema, response: { 201: ZTrainingPlanSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      return reply.status(201).send(await plans.createPlan(context, user.id, request.body));
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAiAppIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = callerOf(request);
      await plans.removePlan(context, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/refine`,
    { schema: { tags, body: ZRefineTrainingPlanSchema, response: { 200: ZRefinedTrainingPlanSchema } } },
    async (request) => {
      const user = callerOf(request);
      return plans.refinePlan(context, user, request.body);
    },
  );
}
