import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { UPLOAD_MAX_BYTES, ZUploadedFileSchema } from "../../contracts/blog";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { UPLOADS_URL_PREFIX } from "./file-store";
import { storeImageUpload } from "./service";

/** Admin image uploads (multipart, field `file`) and the public `/uploads/...` files. */
export async function registerFileRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  mkdirSync(context.files.root, { recursive: true });
  // One byte over the cap so our own check (413) runs instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 5 } });
  await app.register(fastifyStatic, {
    root: context.files.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    // Keys are never reused, so a file can be cached for good.
    immutable: true,
    maxAge: "365d",
    allowedPath: (pathname) => !pathname.includes("/.incoming/"),
  });

  app.post(
    "/api/admin/uploads",
    { onRequest: refuseNonAdmins(context), schema: { tags: ["files"], response: { 201: ZUploadedFileSchema } } },
    async (request, reply) => {
      const admin = adminOf(request);
      if (!request.isMultipart()) throw badRequest("Send multipart/form-data with a `file` field");
      const file = await request.file();
      if (!file) throw badRequest("Send multipart/form-data with a `file` field", [{ path: "/file", message: "Required" }]);
      const uploaded = await storeImageUpload(context, { stream: file.file, ownerId: admin.id, purpose: "blog" });
      return reply.status(201).send(uploaded);
    },
  );
}
