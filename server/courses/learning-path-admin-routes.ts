import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminLearningPathListSchema,
  ZAdminLearningPathSchema,
  ZLearningPathInputSchema,
  ZLearningPathReorderSchema,
  ZLearningPathUpdateSchema,
} from "../../contracts/learning-paths";
import { refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { createPath, editPath, listAdminPaths, removePath, sortPaths } from "./learning-path-admin-service";

const PathParams = z.object({ id: z.uuid() });

/** Back office of the learning paths of /cursos: admins only, checked before the body. */
export async function registerLearningPathAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get("/api/admin/learning-paths", { schema: { response: { 200: ZAdminLearningPathListSchema } } }, async () => ({
    paths: await listAdminPaths(context),
  }));

  app.post(
    "/api/admin/learning-paths",
    { schema: { body: ZLearningPathInputSchema, response: { 201: ZAdminLearningPathSchema } } },
    async (request, reply) => reply.status(201).send(await createPath(context, request.body)),
  );

  app.post(
    "/api/admin/learning-paths/reorder",
    { schema: { body: ZLearningPathReorderSchema, response: { 200: ZAdminLearningPathListSchema } } },
    async (request) => ({ paths: await sortPaths(context, request.body.ids) }),
  );

  app.patch(
    "/api/admin/learning-paths/:id",
    { schema: { params: PathParams, body: ZLearningPathUpdateSchema, response: { 200: ZAdminLearningPathSchema } } },
    async (request) => editPath(context, request.params.id, request.body),
  );

  app.delete("/api/admin/learning-paths/:id", { schema: { params: PathParams } }, async (request, reply) => {
    await removePath(context, request.params.id);
    return reply.status(204).send();
  });
}
