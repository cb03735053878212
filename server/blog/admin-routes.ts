import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminListPostsQuerySchema,
  ZAdminPostListSchema,
  ZAdminPostSchema,
  ZCategoryInputSchema,
  ZCategoryListSchema,
  ZCategoryPatchSchema,
  ZCategorySchema,
  ZIdParamsSchema,
  ZPostInputSchema,
  ZPostPatchSchema,
  ZSlugSuggestionQuerySchema,
  ZSlugSuggestionSchema,
} from "../../contracts/blog";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { createPost, editPost, listAdminPosts, readAdminPost, removePost, suggestPostSlug } from "./admin-service";
import { createCategory, editCategory, listAdminCategories, removeCategory } from "./category-service";

/** Back office of the blog (/admin/blog): posts and categories. Admins only. */
export async function registerBlogAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["blog admin"];
  const noContent = { 204: z.null() };
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get(
    "/api/admin/blog/posts",
    { schema: { tags, querystring: ZAdminListPostsQuerySchema, response: { 200: ZAdminPostListSchema } } },
    async (request) => {
      adminOf(request);
      return listAdminPosts(context, request.query);
    },
  );

  app.get(
    "/api/admin/blog/posts/:id",
    { schema: { tags, params: ZIdParamsSchema, response: { 200: ZAdminPostSchema } } },
    async (request) => {
      adminOf(request);
      return readAdminPost(context, request.params.id);
    },
  );

  app.post(
    "/api/admin/blog/posts",
    { schema: { tags, body: ZPostInputSchema, response: { 201: ZAdminPostSchema } } },
    async (request, reply) => {
      const admin = adminOf(request);
      return reply.status(201).send(await createPost(context, request.body, admin.id));
    },
  );

  app.patch(
    "/api/admin/blog/posts/:id",
    { schema: { tags, params: ZIdParamsSchema, body: ZPostPatchSchema, response: { 200: ZAdminPostSchema } } },
    async (request) => {
      adminOf(request);
      return editPost(context, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/admin/blog/posts/:id",
    { schema: { tags, params: ZIdParamsSchema, response: noContent } },
    async (request, reply) => {
      adminOf(request);
      await removePost(context, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/admin/blog/slug",
    { schema: { tags, querystring: ZSlugSuggestionQuerySchema, response: { 200: ZSlugSuggestionSchema } } },
    async (request) => {
      adminOf(request);
      return { slug: await suggestPostSlug(context, request.query.title, request.query.excludeId) };
    },
  );

  app.get(
    "/api/admin/blog/categories",
    { schema: { tags, response: { 200: ZCategoryListSchema } } },
    async (request) => {
      adminOf(request);
      return { categories: await listAdminCategories(context) };
    },
  );

  app.post(
    "/api/admin/blog/categories",
    { schema: { tags, body: ZCategoryInputSchema, response: { 201: ZCategorySchema } } },
    async (request, reply) => {
      adminOf(request);
      return reply.status(201).send(await createCategory(context, request.body));
    },
  );

  app.patch(
    "/api/admin/blog/categories/:id",
    { schema: { tags, params: ZIdParamsSchema, body: ZCategoryPatchSchema, response: { 200: ZCategorySchema } } },
    async (request) => {
      adminOf(request);
      return editCategory(context, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/admin/blog/categories/:id",
    { schema: { tags, params: ZIdParamsSchema, response: noContent } },
    async (request, reply) => {
      adminOf(request);
      await removeCategory(context, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
