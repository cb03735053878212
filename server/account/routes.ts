import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAccountProfileSchema,
  ZAccountSessionsResponseSchema,
  ZDeleteAccountRequestSchema,
  ZSignOutSessionsResponseSchema,
  ZUpdateAccountRequestSchema,
} from "../../contracts/account";
import { callerOf, checkCallerFirst } from "../auth/check-caller-first";
import type { AppContext } from "../context";
import type { PersonalData } from "./personal-data";
import {
  changeProfile,
  deleteAccount,
  exportPersonalData,
  exportPersonalDataZip,
  findProfile,
  findSessions,
  signOutOtherSessions,
  signOutSession,
} from "./service";

const ExportQuery = z.object({ format: z.enum(["json", "zip"]).default("json") });
const SessionParams = z.object({ id: z.uuid() });

/** The signed-in user's own account: profile, devices, export, deletion. */
export async function registerAccountRoutes(
  instance: FastifyInstance,
  { context, personalData }: { context: AppContext; personalData: PersonalData },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Every route here is the caller's own: visitors are refused before any body is read.
  app.addHook("onRequest", checkCallerFirst(context));

  app.get("/api/account", { schema: { response: { 200: ZAccountProfileSchema } } }, async (request) =>
    findProfile(context, callerOf(request)),
  );

  app.patch(
    "/api/account",
    { schema: { body: ZUpdateAccountRequestSchema, response: { 200: ZAccountProfileSchema } } },
    async (request) => changeProfile(context, callerOf(request), request.body),
  );

  app.delete("/api/account", { schema: { body: ZDeleteAccountRequestSchema } }, async (request, reply) => {
    await deleteAccount(context, personalData, request, callerOf(request), request.body);
    return reply.status(204).send();
  });

  app.get(
    "/api/account/sessions",
    { schema: { response: { 200: ZAccountSessionsResponseSchema } } },
    async (request) => ({
      sessions: await findSessions(context, callerOf(request)),
    }),
  );

  app.delete(
    "/api/account/sessions",
    { schema: { response: { 200: ZSignOutSessionsResponseSchema } } },
    async (request) => ({
      signed_out: await signOutOtherSessions(context, callerOf(request)),
    }),
  );

  app.delete(
    "/api/account/sessions/:id",
    { schema: { params: SessionParams, response: { 200: ZSignOutSessionsResponseSchema } } },
    async (request) => ({
      signed_out: await signOutSession(context, callerOf(request), request.params.id),
    }),
  );

  app.get("/api/account/export", { schema: { querystring: ExportQuery } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    reply.header("cache-control", "no-store");
    if (request.query.format === "zip") {
      const zip = await exportPersonalDataZip(context, personalData, callerOf(request));
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="mis-datos-${day}.zip"`)
        .send(zip);
    }
    const data = await exportPersonalData(context, personalData, callerOf(request));
    return reply.header("content-disposition", `attachment; filename="mis-datos-${day}.json"`).send(data);
  });
}
