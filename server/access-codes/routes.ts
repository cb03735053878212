import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAccessCodeSchema,
  ZCreateAccessCodesRequestSchema,
  ZCreateAccessCodesResponseSchema,
  ZListAccessCodesResponseSchema,
  ZListRedemptionsResponseSchema,
  ZUpdateAccessCodeRequestSchema,
} from "../../contracts/access-codes";
import { adminOf, refuseNonAdmins } from "../auth/admin-guard";
import type { AppContext } from "../context";
import { createAccessCodes, findAccessCodes, findRedemptions, setAccessCodeDisabled } from "./service";

const CodeParams = z.object({ id: z.uuid() });

/** Access-code admin; redemption lives in the server functions. */
export async function registerAccessCodeRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", refuseNonAdmins(context));

  app.get(
    "/api/admin/access-codes",
    { schema: { response: { 200: ZListAccessCodesResponseSchema } } },
    async (request) => {
      adminOf(request);
      return { codes: await findAccessCodes(context) };
    },
  );

  app.post(
    "/api/admin/access-codes",
    {
      schema: {
        body: ZCreateAccessCodesRequestSchema,
        response: { 201: ZCreateAccessCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      return reply.status(201).send({ codes: await createAccessCodes(context, admin.id, request.body) });
    },
  );

  app.patch(
    "/api/admin/access-codes/:id",
    {
      schema: {
        params: CodeParams,
        body: ZUpdateAccessCodeRequestSchema,
        response: { 200: ZAccessCodeSchema },
      },
    },
    async (request) => {
      adminOf(request);
      return setAccessCodeDisabled(context, request.params.id, request.body.disabled);
    },
  );

  app.get(
    "/api/admin/access-codes/:id/redemptions",
    { schema: { params: CodeParams, response: { 200: ZListRedemptionsResponseSchema } } },
    async (request) => {
      adminOf(request);
      return { redemptions: await findRedemptions(context, request.params.id) };
    },
  );
}
