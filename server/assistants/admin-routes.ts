import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  USAGE_REPORT_MAX_DAYS,
  ZAdminAssistantListSchema,
  ZAdminAssistantSchema,
  ZAssistantInputSchema,
  ZAssistantUsageReportSchema,
} from "../../contracts/assistants";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import {
  createAssistant,
  deleteAssistant,
  listAdminAssistants,
  readUsageReport,
  updateAssistant,
} from "./admin-service";

const IdParams = z.object({ id: z.uuid() });
const UsageQuery = z.object({ days: z.coerce.number().int().min(1).max(USAGE_REPORT_MAX_DAYS).default(30) });

/** /admin/asistentes: curate the assistants and read their usage. Admins only. */
export async function registerAssistantAdminRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get("/api/admin/assistants", { schema: { response: { 200: ZAdminAssistantListSchema } } }, async (request) => {
    adminOf(request);
    return { assistants: await listAdminAssistants(context) };
  });

  app.post(
    "/api/admin/assistants",
    { schema: { body: ZAssistantInputSchema, response: { 201: ZAdminAssistantSchema } } },
    async (request, reply) => {
      adminOf(request);
      return reply.status(201).send(await createAssistant(context, request.body));
    },
  );

  app.patch(
    "/api/admin/assistants/:id",
    { schema: { params: IdParams, body: ZAssistantInputSchema.partial(), response: { 200: ZAdminAssistantSchema } } },
    async (request) => {
      adminOf(request);
      return updateAssistant(context, request.params.id, request.body);
    },
  );

  app.delete("/api/admin/assistants/:id", { schema: { params: IdParams } }, async (request, reply) => {
    adminOf(request);
    await deleteAssistant(context, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    "/api/admin/assistants/usage",
    { schema: { querystring: UsageQuery, response: { 200: ZAssistantUsageReportSchema } } },
    async (request) => {
      adminOf(request);
      return { days: request.query.days, rows: await readUsageReport(context, request.query.days) };
    },
  );
}
