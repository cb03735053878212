import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export async function registerHealthRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.get("/api/health", async () => ({ status: "ok" }));

  app.get("/api/ready", async (_request, reply) => {
    if (context.readiness.isDraining) {
      return reply.status(503).send({ error: { code: "service_unavailable", message: "Shutting down" } });
    }
    try {
      await context.database.db.execute(sql`select 1`);
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ error: { code: "service_unavailable", message: "Database is not answering" } });
    }
  });
}
