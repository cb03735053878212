import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import multipart, { type Multipart } from "@fastify/multipart";
import { z } from "zod";
import {
  LESSON_VIDEO_MAX_BYTES,
  ZAdminCourseListSchema,
  ZAdminCourseSchema,
  ZAdminLessonListSchema,
  ZAdminLessonSchema,
  ZCourseInputSchema,
  ZCourseUpdateSchema,
  ZLessonInputSchema,
  ZLessonUpdateSchema,
  ZReorderSchema,
} from "../../contracts/courses";
import { refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { badRequest } from "../core/errors";
import {
  createCourse,
  createLesson,
  editCourse,
  editLesson,
  listAdminCourses,
  listAdminLessons,
  removeCourse,
  removeLesson,
  removeLessonFile,
  sortCourses,
  sortLessons,
} from "./admin-service";
import { requireKind, storeLessonFile } from "./lesson-uploads";

const CourseParams = z.object({ id: z.uuid() });
const LessonParams = CourseParams.extend({ lessonId: z.uuid() });
const FileParams = LessonParams.extend({ fileId: z.uuid() });

/** Back office of microcourses and lessons: admins only, checked before the body. */
export async function registerCourseAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", refuseNonAdmins(context));
  // One byte over the largest cap so the store's own check (413) runs instead of a silent truncation.
  await app.register(multipart, { limits: { fileSize: LESSON_VIDEO_MAX_BYTES + 1, files: 1, fields: 3 } });

  app.get("/api/admin/courses", { schema: { response: { 200: ZAdminCourseListSchema } } }, async () => ({
    courses: await listAdminCourses(context),
  }));

  app.post(
    "/api/admin/courses",
    { schema: { body: ZCourseInputSchema, response: { 201: ZAdminCourseSchema } } },
    async (request, reply) => reply.status(201).send(await createCourse(context, request.body)),
  );

  app.post(
    "/api/admin/courses/reorder",
    { schema: { body: ZReorderSchema, response: { 200: ZAdminCourseListSchema } } },
    async (request) => ({
      courses: await sortCourses(context, request.body.ids),
    }),
  );

  app.patch(
    "/api/admin/courses/:id",
    { schema: { params: CourseParams, body: ZCourseUpdateSchema, response: { 200: ZAdminCourseSchema } } },
    async (request) => editCourse(context, request.params.id, request.body),
  );

  app.delete("/api/admin/courses/:id", { schema: { params: CourseParams } }, async (request, reply) => {
    await removeCourse(context, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    "/api/admin/courses/:id/lessons",
    { schema: { params: CourseParams, response: { 200: ZAdminLessonListSchema } } },
    async (request) => listAdminLessons(context, request.params.id),
  );

  app.post(
    "/api/admin/courses/:id/lessons",
    { schema: { params: CourseParams, body: ZLessonInputSchema, response: { 201: ZAdminLessonSchema } } },
    async (request, reply) => reply.status(201).send(await createLesson(context, request.params.id, request.body)),
  );

  app.post(
    "/api/admin/courses/:id/lessons/reorder",
    { schema: { params: CourseParams, body: ZReorderSchema, response: { 200: ZAdminLessonListSchema } } },
    async (request) => sortLessons(context, request.params.id, request.body.ids),
  );

  app.patch(
    "/api/admin/courses/:id/lessons/:lessonId",
    { schema: { params: LessonParams, body: ZLessonUpdateSchema, response: { 200: ZAdminLessonSchema } } },
    async (request) => editLesson(context, request.params.id, request.params.lessonId, request.body),
  );

  app.delete(
    "/api/admin/courses/:id/lessons/:lessonId",
    { schema: { params: LessonParams } },
    async (request, reply) => {
      await removeLesson(context, request.params.id, request.params.lessonId);
      return reply.status(204).send();
    },
  );

  // multipart: a `kind` field (video, captions, image, attachment), then the `file`.
  app.post(
    "/api/admin/courses/:id/lessons/:lessonId/files",
    { schema: { params: LessonParams, response: { 201: ZAdminLessonSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest("Send multipart/form-data with `kind` and `file` fields");
      const file = await request.file();
      if (!file)
        throw badRequest("Send multipart/form-data with `kind` and `file` fields", [
          { path: "/file", message: "Required" },
        ]);
      const kind = requireKind(readField(file.fields.kind));
      const lesson = await storeLessonFile(context, {
        courseId: request.params.id,
        lessonId: request.params.lessonId,
        kind,
        stream: file.file,
        fileName: file.filename,
      });
      return reply.status(201).send(lesson);
    },
  );

  app.delete(
    "/api/admin/courses/:id/lessons/:lessonId/files/:fileId",
    { schema: { params: FileParams } },
    async (request, reply) => {
      await removeLessonFile(context, request.params.id, request.params.lessonId, request.params.fileId);
      return reply.status(204).send();
    },
  );
}

function readField(field: Multipart | Multipart[] | undefined): string | undefined {
  const single = Array.isArray(field) ? field[0] : field;
  return single?.type === "field" && typeof single.value === "string" ? single.value : undefined;
}
