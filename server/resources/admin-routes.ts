import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FILE_MAX_BYTES } from "../../contracts/files";
import {
  ZAdminResourceListSchema,
  ZAdminResourceSchema,
  ZResourceIdParamsSchema,
  ZSaveResourceSchema,
} from "../../contracts/resources";
import { refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { badRequest } from "../core/errors";
import { sendStoredFile } from "../files/send-stored-file";
import * as resources from "./service";
import { listAllResources } from "./store";

/** `/admin/recursos`: resource CRUD; the file goes up separately as multipart (field `file`). */
export async function registerResourceAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["resources", "admin"];
  app.addHook("onRequest", refuseNonAdmins(context));
  // One byte over the cap so the store's own check (413) runs instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES + 1, files: 1, fields: 2 } });

  app.get("/api/admin/resources", { schema: { tags, response: { 200: ZAdminResourceListSchema } } }, async () => {
    const rows = await listAllResources(context.database.db);
    return { resources: rows.map(resources.toAdminResource) };
  });

  app.post(
    "/api/admin/resources",
    { schema: { tags, body: ZSaveResourceSchema, response: { 201: ZAdminResourceSchema } } },
    async (request, reply) => reply.status(201).send(await resources.createResource(context, request.body)),
  );

  app.put(
    "/api/admin/resources/:id",
    {
      schema: {
        tags,
        params: ZResourceIdParamsSchema,
        body: ZSaveResourceSchema,
        response: { 200: ZAdminResourceSchema },
      },
    },
    async (request) => resources.editResource(context, request.params.id, request.body),
  );

  app.delete(
    "/api/admin/resources/:id",
    { schema: { tags, params: ZResourceIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await resources.removeResource(context, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/api/admin/resources/:id/file",
    { schema: { tags, params: ZResourceIdParamsSchema, response: { 200: ZAdminResourceSchema } } },
    async (request) => {
      if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
      const file = await request.file();
      if (!file)
        throw badRequest("Send multipart/form-data with a `file` field", [{ path: "/file", message: "Required" }]);
      return resources.replaceResourceFile(context, request.params.id, { stream: file.file, fileName: file.filename });
    },
  );

  /** The admin previews any resource's file, drafts included. */
  app.get(
    "/api/admin/resources/:id/file",
    { schema: { tags, params: ZResourceIdParamsSchema, response: { 200: z.unknown() } } },
    async (request, reply) => {
      const resource = await resources.requireResource(context, request.params.id);
      if (!resource.fileKey) throw badRequest("This resource has no file");
      return sendStoredFile(request, reply, context.files, resource.fileKey, {
        contentType: resource.contentType ?? "application/octet-stream",
        cache: "private",
        downloadName: resource.fileName ?? undefined,
      });
    },
  );
}
