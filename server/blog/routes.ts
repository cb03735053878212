import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BLOG_CACHE } from "../cache/namespaces";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZBlogHomeSchema,
  ZCategoryListSchema,
  ZCategorySchema,
  ZListPostsQuerySchema,
  ZPostDetailSchema,
  ZPostListSchema,
  ZSlugParamsSchema,
} from "../../contracts/blog";
import type { AppContext } from "../context";
import {
  listPublicCategories,
  listPublicPosts,
  readBlogHome,
  readCategory,
  readPublicPost,
  readThroughCache,
} from "./service";

/** Public blog reads, served from the in-process cache as ready-made JSON. */
export async function registerBlogRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["blog"];
  const sendCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
  ) => {
    const json = await readThroughCache(context, `json:${key}`, async () => JSON.stringify(await produce()));
    context.preparedAnswers.remember(request.url, {
      namespace: BLOG_CACHE,
      key: `json:${key}`,
      route: request.routeOptions.url ?? request.url,
    });
    return reply.type("application/json; charset=utf-8").send(json);
  };

  app.get("/api/blog/home", { schema: { tags, response: { 200: ZBlogHomeSchema } } }, async (request, reply) =>
    sendCached(request, reply, "home", () => readBlogHome(context)),
  );

  app.get(
    "/api/blog/posts",
    { schema: { tags, querystring: ZListPostsQuerySchema, response: { 200: ZPostListSchema } } },
    async (request, reply) => {
      const { page, limit, q = "", category = "" } = request.query;
      return sendCached(request, reply, `posts:${page}:${limit}:${category}:${q}`, () =>
        listPublicPosts(context, request.query),
      );
    },
  );

  app.get(
    "/api/blog/posts/:slug",
    { schema: { tags, params: ZSlugParamsSchema, response: { 200: ZPostDetailSchema } } },
    async (request, reply) => {
      const post = await readPublicPost(context, request.params.slug);
      return sendCached(request, reply, `post:${post.slug}`, async () => post);
    },
  );

  app.get(
    "/api/blog/categories",
    { schema: { tags, response: { 200: ZCategoryListSchema } } },
    async (request, reply) =>
      sendCached(request, reply, "categories", async () => ({ categories: await listPublicCategories(context) })),
  );

  app.get(
    "/api/blog/categories/:slug",
    { schema: { tags, params: ZSlugParamsSchema, response: { 200: ZCategorySchema } } },
    async (request) => readCategory(context, request.params.slug),
  );
}
