import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCertificateCodeSchema,
  ZCertificateQuerySchema,
  ZCertificateSchema,
  ZCourseDetailSchema,
  ZCourseListSchema,
  ZCourseSlugSchema,
  ZLearningPathListSchema,
  ZLessonDetailSchema,
  ZLessonProgressSchema,
  ZLessonQuestionSchema,
  ZProgressUpdateSchema,
} from "../../contracts/courses";
import { findAccessCaller } from "../access/callers";
import { accessOf, checkAccessFirst } from "../access/guards";
import { SIGNED_IN } from "../access/policy";
import type { AppContext } from "../context";
import { abortOnClose, sendAnswerStream } from "../ai/stream-reply";
import { requireFileCaller } from "./file-links";
import { issueCertificate, renderCertificate, verifyCertificate } from "./certificates";
import { streamLessonAnswer } from "./lesson-chat";
import { listLearningPaths } from "./learning-paths";
import { createCoursePageMeta } from "./page-meta";
import { saveLessonProgress } from "./progress";
import { sendLessonFile } from "./send-file";
import { listPublishedCourses, openLessonFile, readCourse, readLesson } from "./service";

const CourseParams = z.object({ slug: ZCourseSlugSchema });
const LessonParams = CourseParams.extend({ lessonSlug: ZCourseSlugSchema });
const FileParams = LessonParams.extend({ fileId: z.uuid() });
const FileQuery = z.object({ access: z.string().max(300).optional() });
const CodeParams = z.object({ code: ZCertificateCodeSchema });

/** Microcourses for learners: catalogue, lessons and their files, progress, certificates. */
export async function registerCourseRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  context.pageMeta.push(createCoursePageMeta(context));
  const optionalLearner = (request: FastifyRequest) => findAccessCaller(request, context);
  // Signed in first; the course's own tier is checked once the course is found (service.ts).
  const signedIn = checkAccessFirst(context);
  /** A `<video>` or a download link sends no bearer token: its signed `access` link names the caller. */
  const fileCaller = checkAccessFirst(context, SIGNED_IN, (request) => {
    const { fileId = "" } = request.params as { fileId?: string };
    const { access } = request.query as { access?: unknown };
    return requireFileCaller(context, request, fileId, typeof access === "string" ? access : undefined);
  });
  const noStore = (reply: FastifyReply) => void reply.header("cache-control", "no-store");

  app.get("/api/courses", { schema: { response: { 200: ZCourseListSchema } } }, async (request, reply) => {
    noStore(reply);
    return { courses: await listPublishedCourses(context, await optionalLearner(request)) };
  });

  app.get(
    "/api/courses/:slug",
    { schema: { params: CourseParams, response: { 200: ZCourseDetailSchema } } },
    async (request, reply) => {
      noStore(reply);
      return readCourse(context, await optionalLearner(request), request.params.slug);
    },
  );

  app.get(
    "/api/courses/:slug/lessons/:lessonSlug",
    { onRequest: signedIn, schema: { params: LessonParams, response: { 200: ZLessonDetailSchema } } },
    async (request, reply) => {
      const learner = await accessOf(request, context);
      noStore(reply);
      return readLesson(context, learner, request.params.slug, request.params.lessonSlug);
    },
  );

  app.get(
    "/api/courses/:slug/lessons/:lessonSlug/files/:fileId",
    { onRequest: fileCaller, schema: { params: FileParams, querystring: FileQuery, hide: true } },
    async (request, reply) => {
      const { slug, lessonSlug, fileId } = request.params;
      const learner = await accessOf(request, context);
      const file = await openLessonFile(context, learner, slug, lessonSlug, fileId);
      return sendLessonFile(context, request, reply, file);
    },
  );

  app.put(
    "/api/courses/:slug/lessons/:lessonSlug/progress",
    {
      onRequest: signedIn,
      schema: { params: LessonParams, body: ZProgressUpdateSchema, response: { 200: ZLessonProgressSchema } },
    },
    async (request) => {
      const learner = await accessOf(request, context);
      return saveLessonProgress(context, learner, request.params.slug, request.params.lessonSlug, request.body);
    },
  );

  app.post(
    "/api/courses/:slug/lessons/:lessonSlug/chat",
    { onRequest: signedIn, schema: { params: LessonParams, body: ZLessonQuestionSchema } },
    async (request, reply) => {
      const learner = await accessOf(request, context);
      const { slug, lessonSlug } = request.params;
      const stream = await streamLessonAnswer({
        context,
        learner,
        slug,
        lessonSlug,
        message: request.body.message,
        signal: abortOnClose(reply),
      });
      return sendAnswerStream(reply, stream);
    },
  );

  app.get(
    "/api/courses/:slug/certificate",
    { onRequest: signedIn, schema: { params: CourseParams, querystring: ZCertificateQuerySchema } },
    async (request, reply) => {
      const learner = await accessOf(request, context);
      const certificate = await issueCertificate(context, learner, request.params.slug, request.query.name);
      const pdf = await renderCertificate(context, certificate);
      return reply
        .type("application/pdf")
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="certificado-${certificate.code}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    "/api/certificates/:code",
    { schema: { params: CodeParams, response: { 200: ZCertificateSchema } } },
    async (request) => verifyCertificate(context, request.params.code),
  );

  app.get("/api/learning-paths", { schema: { response: { 200: ZLearningPathListSchema } } }, async (request, reply) => {
    noStore(reply);
    return { paths: await listLearningPaths(context, await optionalLearner(request)) };
  });
}
