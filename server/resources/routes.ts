import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZResourceIdParamsSchema, ZResourceListSchema } from "../../contracts/resources";
import { accessOf, checkAccessFirst } from "../access/guards";
import { assertMayUse, RESOURCE_LIBRARY } from "../access/policy";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { sendStoredFile } from "../files/send-stored-file";
import { listResources } from "./service";
import { countDownload, findPublishedResource } from "./store";

/**
 * `/recursos` (premium): the listing and the download route. The download checks the tier on
 * every request, so a copied URL is worth nothing to an account below the resource's tier.
 */
export async function registerResourceRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["resources"];
  const mayRead = checkAccessFirst(context, RESOURCE_LIBRARY);

  app.get(
    "/api/resources",
    { onRequest: mayRead, schema: { tags, response: { 200: ZResourceListSchema } } },
    async () => ({
      resources: await listResources(context),
    }),
  );

  app.get(
    "/api/resources/:id/download",
    { onRequest: mayRead, schema: { tags, params: ZResourceIdParamsSchema, response: { 200: z.unknown() } } },
    async (request, reply) => {
      const resource = await findPublishedResource(context.database.db, request.params.id);
      if (!resource) throw new AppError(404, "not_found", "No such resource");
      assertMayUse(await accessOf(request, context), { kind: "resource", requiredTier: resource.requiredTier });
      // A range request resuming a download is the same download: count the first bytes only.
      const range = request.headers.range;
      if (request.method === "GET" && (range === undefined || /^bytes=0-/.test(range))) {
        await countDownload(context.database.db, resource.id);
      }
      if (resource.fileKey) {
        return sendStoredFile(request, reply, context.files, resource.fileKey, {
          contentType: resource.contentType ?? "application/octet-stream",
          cache: "private",
          downloadName: resource.fileName ?? undefined,
        });
      }
      if (!resource.externalUrl) throw new AppError(404, "not_found", "This resource has no file yet");
      // The page fetches with its token and opens the link itself; other clients follow a redirect.
      if (request.headers.accept?.includes("application/json")) return { url: resource.externalUrl };
      return reply.header("cache-control", "private, no-store").redirect(resource.externalUrl, 302);
    },
  );
}
