import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAiAppIdParamsSchema,
  ZMaturityAssessmentListSchema,
  ZMaturityAssessmentSchema,
  ZSaveMaturityAssessmentSchema,
} from "../../contracts/maturity-checklist";
import type { AppContext } from "../context";
import { checkAccessFirst } from "../access/guards";
import { AI_APPS } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import * as maturity from "./maturity-service";

/** The premium maturity checklist's history: each user's completed assessments. */
export async function registerMaturityRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", checkAccessFirst(context, AI_APPS));
  const tags = ["ai-apps"];
  const base = "/api/ai-apps/maturity-assessments";

  app.get(base, { schema: { tags, response: { 200: ZMaturityAssessmentListSchema } } }, async (request) => {
    const user = callerOf(request);
    return maturity.listAssessments(context, user.id);
  });

  app.post(
    base,
    { schema: { tags, body: ZSaveMaturityAssessmentSchema, response: { 201: ZMaturityAssessmentSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      return reply.status(201).send(await maturity.createAssessment(context, user.id, request.body));
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAiAppIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = callerOf(request);
      await maturity.removeAssessment(context, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
