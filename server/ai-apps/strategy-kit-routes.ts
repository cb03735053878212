import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSavedStrategyKitSchema, ZStrategyKitSchema } from "../../contracts/strategy-kit";
import type { AppContext } from "../context";
import { checkAccessFirst } from "../access/guards";
import { AI_APPS } from "../access/policy";
import { callerOf } from "../auth/check-caller-first";
import * as kits from "./strategy-kit-service";

/** The premium AI strategy kit: one document per user. */
export async function registerStrategyKitRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", checkAccessFirst(context, AI_APPS));
  const tags = ["ai-apps"];
  const url = "/api/ai-apps/strategy-kit";

  app.get(url, { schema: { tags, response: { 200: ZSavedStrategyKitSchema } } }, async (request) => {
    const user = callerOf(request);
    return kits.getStrategyKit(context, user.id);
  });

  app.put(
    url,
    { schema: { tags, body: ZStrategyKitSchema, response: { 200: ZSavedStrategyKitSchema } } },
    async (request) => {
      const user = callerOf(request);
      return kits.saveStrategyKit(context, user.id, request.body);
    },
  );
}
