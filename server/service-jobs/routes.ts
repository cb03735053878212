import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGES } from "../../contracts/auth";
import { text } from "../../contracts/text";
import { ZServiceJobListSchema, ZServiceJobSchema } from "../../contracts/service-jobs";
import { checkAccessFirst } from "../access/guards";
import { callerOf } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { attachmentHeader } from "../files/content-disposition";
import { findJobDownload } from "../jobs/registry";
import { removeJobFiles } from "../jobs/job-files";
import { renderDownload } from "../jobs/render-download";
import { deleteJob, findOwnJob, listOwnJobs } from "../jobs/store";
import { toJobView } from "../jobs/views";

const IdParams = z.object({ id: z.uuid() });
const FileParams = IdParams.extend({ file: z.string().regex(/^[a-z0-9-]+\.[a-z0-9]+$/) });
const ListQuery = z.object({ kind: text().max(40).optional() });
/** The list shows the newest jobs; older ones stay reachable by id until deleted. */
const LIST_LIMIT = 50;

/**
 * A member's own service jobs: read, list, delete, download. Only the owner sees a job (another
 * user's id is 404); these need only a sign-in, so a member whose plan lapsed still reaches and
 * removes what they made. Each service's POST route checks its own tier.
 */
export async function registerServiceJobRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["services"];
  const { db } = context.database;
  const ownJob = async (ownerId: string, id: string) => {
    const row = await findOwnJob(db, ownerId, id);
    if (!row) throw notFound("No such job");
    return row;
  };

  app.get(
    "/api/services/jobs",
    {
      onRequest: checkAccessFirst(context),
      schema: { tags, querystring: ListQuery, response: { 200: ZServiceJobListSchema } },
    },
    async (request) => {
      const rows = await listOwnJobs(db, callerOf(request).id, request.query.kind, LIST_LIMIT);
      return { jobs: rows.map(toJobView) };
    },
  );

  app.get(
    "/api/services/jobs/:id",
    { onRequest: checkAccessFirst(context), schema: { tags, params: IdParams, response: { 200: ZServiceJobSchema } } },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return toJobView(await ownJob(callerOf(request).id, request.params.id));
    },
  );

  app.delete(
    "/api/services/jobs/:id",
    { onRequest: checkAccessFirst(context), schema: { tags, params: IdParams } },
    async (request, reply) => {
      const row = await ownJob(callerOf(request).id, request.params.id);
      // The row first: a run still going on another instance finds it gone at its next heartbeat.
      await deleteJob(db, row.id);
      await removeJobFiles(context, [row]);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/services/jobs/:id/:file",
    { onRequest: checkAccessFirst(context), schema: { tags, params: FileParams } },
    async (request, reply) => {
      const row = await ownJob(callerOf(request).id, request.params.id);
      const download = findJobDownload(context, row.kind, request.params.file);
      if (!download) throw notFound("No such file for this job");
      if (row.status !== "done") throw new AppError(409, "conflict", "The job has no result yet");
      const language = LANGUAGES.find((candidate) => candidate === callerOf(request).language) ?? "es";
      const body = await renderDownload(context, download, row, language);
      const name = download.downloadName?.(row) ?? request.params.file;
      return reply
        .header("content-type", download.contentType)
        .header("content-disposition", attachmentHeader(name))
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
}
