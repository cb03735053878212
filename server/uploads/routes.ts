import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UPLOAD_MAX_BYTES, ZUploadedFileSchema } from "../../contracts/blog";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../core/errors";
import { contentTypeOfKey } from "../files/content-type";
import { isPublicKey } from "../files/keys";
import { sendStoredFile } from "../files/send-stored-file";
import { storeImageUpload } from "./service";

/** Admin image uploads (multipart, field `file`) and the public `/uploads/...` files. */
export async function registerFileRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // One byte over the cap so our own check (413) runs instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 5 } });

  app.get(
    "/uploads/*",
    { schema: { tags: ["files"], params: z.object({ "*": z.string().max(1000) }) } },
    async (request, reply) => {
      const key = request.params["*"];
      // Private folders (lesson videos, resources) are only served by their own checked routes.
      if (!isPublicKey(key)) throw new AppError(404, "not_found", "No such file");
      return sendStoredFile(request, reply, context.files, key, {
        contentType: contentTypeOfKey(key),
        cache: "immutable",
      });
    },
  );

  app.post(
    "/api/admin/uploads",
    { onRequest: refuseNonAdmins(context), schema: { tags: ["files"], response: { 201: ZUploadedFileSchema } } },
    async (request, reply) => {
      const admin = adminOf(request);
      if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
      const file = await request.file();
      if (!file)
        throw badRequest("Send multipart/form-data with a `file` field", [{ path: "/file", message: "Required" }]);
      const uploaded = await storeImageUpload(context, { stream: file.file, ownerId: admin.id, purpose: "blog" });
      return reply.status(201).send(uploaded);
    },
  );
}
