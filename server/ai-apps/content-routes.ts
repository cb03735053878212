import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AI_APP_CONTENT_APPS, ZContentQuerySchema } from "../../contracts/app-content";
import { checkAccessFirst } from "../access/guards";
import { AI_APPS } from "../access/policy";
import type { AppContext } from "../context";
import { AI_APP_CONTENT } from "./content";

const ContentParams = z.object({ app: z.enum(AI_APP_CONTENT_APPS) });

/** The premium AI apps' words in the reader's language, after the plan check (never in the public bundle). */
export async function registerAiAppContentRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/ai-apps/content/:app",
    {
      onRequest: checkAccessFirst(context, AI_APPS),
      schema: { tags: ["ai-apps"], params: ContentParams, querystring: ZContentQuerySchema },
    },
    async (request, reply) => {
      // Premium words: kept by the browser that fetched them, never by a shared cache.
      void reply.header("cache-control", "private, max-age=3600");
      return AI_APP_CONTENT[request.params.app][request.query.lng];
    },
  );
}
