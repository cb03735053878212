import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAdminDashboardSchema } from "../../contracts/admin-dashboard";
import { refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { buildDashboard } from "./service";

/** The back office's first page: members, paying, trials, MRR, cancellations, sign-ups. */
export async function registerAdminDashboardRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/dashboard",
    { onRequest: refuseNonAdmins(context), schema: { response: { 200: ZAdminDashboardSchema } } },
    async () => buildDashboard(context),
  );
}
