import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZAiAppIdParamsSchema } from "../../contracts/maturity-checklist";
import {
  ZAiAppsStatusSchema,
  ZImprovedPromptSchema,
  ZImprovePromptSchema,
  ZPromptFavouriteListSchema,
  ZPromptFavouriteSchema,
  ZSavePromptFavouriteSchema,
} from "../../contracts/prompt-generator";
import { isAiConfigured } from "../ai/provider";
import type { AppContext } from "../context";
import { checkAccessFirst } from "../access/guards";
import { AI_APPS } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import * as prompts from "./prompt-service";

/** The prompt generator's favourites and "improve with AI", and whether AI is configured. Premium only. */
export async function registerPromptRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", checkAccessFirst(context, AI_APPS));
  const tags = ["ai-apps"];
  const base = "/api/ai-apps/prompt-favourites";

  app.get("/api/ai-apps/status", { schema: { tags, response: { 200: ZAiAppsStatusSchema } } }, async () => {
    return { aiConfigured: isAiConfigured(context.config) };
  });

  app.get(base, { schema: { tags, response: { 200: ZPromptFavouriteListSchema } } }, async (request) => {
    const user = callerOf(request);
    return prompts.listFavourites(context, user.id);
  });

  app.post(
    base,
    { schema: { tags, body: ZSavePromptFavouriteSchema, response: { 201: ZPromptFavouriteSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      return reply.status(201).send(await prompts.createFavourite(context, user.id, request.body));
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAiAppIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = callerOf(request);
      await prompts.removeFavourite(context, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/ai-apps/prompt-generator/improve",
    { schema: { tags, body: ZImprovePromptSchema, response: { 200: ZImprovedPromptSchema } } },
    async (request) => {
      const user = callerOf(request);
      return prompts.improvePrompt(context, user, request.body);
    },
  );
}
