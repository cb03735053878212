import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZV1ChatCompletionRequestSchema, ZV1ModelListSchema } from "../../contracts/integrations";
import { accessOf, checkAccessFirst } from "../access/guards";
import { INTEGRATIONS } from "../access/policy";
import { abortOnClose } from "../ai/stream-reply";
import type { AppContext } from "../context";
import { completeChat, listModels, streamChat } from "./chat-completions";
import { useOpenAiErrors } from "./openai-errors";
import { assertWellFormedStrings } from "./well-formed-strings";

/**
 * The OpenAI-compatible API over the curated assistants, for enterprise integrations: called
 * with an API key (server/integrations/accept-api-keys.ts) or an enterprise session, answered in OpenAI's shapes,
 * errors included, so the official `openai` client works unchanged with `baseURL: <site>/api/v1`.
 */
export async function registerOpenAiRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["openai-compatible"];
  useOpenAiErrors(app);
  app.addHook("onRequest", checkAccessFirst(context, INTEGRATIONS));

  const models = {
    tags,
    summary: "The assistants this key's owner may use, as models",
    response: { 200: ZV1ModelListSchema },
  };
  app.get("/api/v1/models", { schema: models }, async (request) =>
    listModels(context, await accessOf(request, context)),
  );

  app.post(
    "/api/v1/chat/completions",
    {
      // The answer is a ZV1ChatCompletionSchema object, or its chunks as server-sent events with `stream: true`.
      schema: {
        tags,
        summary: "A chat completion from an assistant (OpenAI-compatible; `stream: true` for SSE chunks)",
        body: ZV1ChatCompletionRequestSchema,
      },
      // Before the schema: a NUL or a lone surrogate anywhere, known field or not, is a 400.
      preValidation: async (request) => assertWellFormedStrings(request.body),
    },
    async (request, reply) => {
      const input = {
        context,
        caller: await accessOf(request, context),
        request: request.body,
        signal: abortOnClose(reply),
      };
      if (!request.body.stream) return completeChat(input);
      const events = await streamChat(input);
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(events);
    },
  );
}
