import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSoftwareListSchema, ZSoftwareLandingSchema, ZSoftwareSlugParamsSchema } from "../../contracts/software";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import { createSoftwarePageMeta } from "./page-meta";
import { findPublicSoftware, listPublicSoftware } from "./service";

/** The public software landings (/software, /software/{slug}) and their server-rendered meta. */
export async function registerSoftwareRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["software"];
  context.pageMeta.push(createSoftwarePageMeta(context));

  app.get("/api/software", { schema: { tags, response: { 200: ZSoftwareListSchema } } }, async () =>
    listPublicSoftware(context),
  );

  app.get(
    "/api/software/:slug",
    { schema: { tags, params: ZSoftwareSlugParamsSchema, response: { 200: ZSoftwareLandingSchema } } },
    async (request) => {
      const product = await findPublicSoftware(context, request.params.slug);
      if (!product) throw notFound("Software product not found");
      return product;
    },
  );
}
