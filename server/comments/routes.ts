import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSlugParamsSchema } from "../../contracts/blog";
import {
  COMMENT_AUTHOR_TOKEN_HEADER,
  COMMENT_RATE_LIMIT,
  ZCommentListSchema,
  ZCreateCommentSchema,
  ZCreatedCommentSchema,
} from "../../contracts/comments";
import { enforceIpRules } from "../limits/request-limits";
import type { AppContext } from "../context";
import { listComments, postComment } from "./service";

/** Public comments of a blog post: read (with the author's own pending ones) and write. */
export async function registerCommentRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["comments"];
  const readToken = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

  app.get(
    "/api/blog/posts/:slug/comments",
    { schema: { tags, params: ZSlugParamsSchema, response: { 200: ZCommentListSchema } } },
    async (request, reply) => {
      const token = readToken(request.headers[COMMENT_AUTHOR_TOKEN_HEADER]);
      // A browser with a token may see its own pending comments: never share that in a cache.
      if (token) void reply.header("cache-control", "private, no-store");
      return listComments(context, request.params.slug, token);
    },
  );

  app.post(
    "/api/blog/posts/:slug/comments",
    {
      schema: { tags, params: ZSlugParamsSchema, body: ZCreateCommentSchema, response: { 201: ZCreatedCommentSchema } },
    },
    async (request, reply) => {
      await enforceIpRules(context, request, "comments", [COMMENT_RATE_LIMIT]);
      const created = await postComment(context, {
        slug: request.params.slug,
        input: request.body,
        authorToken: readToken(request.headers[COMMENT_AUTHOR_TOKEN_HEADER]),
        ip: request.ip,
      });
      return reply.status(201).send(created);
    },
  );
}
