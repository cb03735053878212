import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  NEWSLETTER_INVALID_EMAIL,
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_RESULT_PARAM,
  ZNewsletterLinkResultSchema,
  ZNewsletterEmailSchema,
  ZNewsletterSubscribeRequestSchema,
  ZNewsletterSubscribeResponseSchema,
  ZNewsletterTokenSchema,
} from "../../contracts/newsletter";
import { enforceIpRules } from "../limits/request-limits";
import type { AppContext } from "../context";
import { sendLinkLanding } from "../email/link-landing";
import { AppError, badRequest } from "../core/errors";
import { acceptFormBodies, isFormPost } from "../core/form-bodies";
import { languageFromHeader } from "../email/email-strings";
import { confirmSubscription, subscribe, unsubscribe } from "./service";

/** The newsletter-subscribe function and the confirm/unsubscribe links of the e-mails. */
export async function registerNewsletterRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["newsletter"];
  const redirectTo = (result: string) => `/?${NEWSLETTER_RESULT_PARAM}=${result}`;
  acceptFormBodies(app, ["/api/newsletter/confirm", "/api/newsletter/unsubscribe"], context.siteOrigin);

  app.post(
    "/api/functions/newsletter-subscribe",
    {
      schema: { tags, body: ZNewsletterSubscribeRequestSchema, response: { 200: ZNewsletterSubscribeResponseSchema } },
    },
    async (request) => {
      await enforceIpRules(context, request, "newsletter", [NEWSLETTER_RATE_LIMIT]);
      const email = ZNewsletterEmailSchema.safeParse(request.body.email.trim());
      if (!email.success) throw new AppError(400, NEWSLETTER_INVALID_EMAIL, "The e-mail address is not valid");
      const language = request.body.language ?? languageFromHeader(request.headers["accept-language"]);
      return subscribe(context, { email: email.data, language }, context.siteOrigin);
    },
  );

  const TokenQuery = ZNewsletterTokenSchema.partial();
  const landing =
    (kind: "newsletterConfirm" | "newsletterUnsubscribe", action: string) =>
    async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply: FastifyReply) => {
      const { token } = request.query;
      if (!token) return reply.redirect(redirectTo("invalid"), 303);
      const language = languageFromHeader(request.headers["accept-language"]);
      return sendLinkLanding(reply, { kind, language, action, fields: { token } });
    };

  // The e-mailed links open a page; only its button's POST confirms or unsubscribes, so mail
  // scanners that open links change nothing. JSON posts answer `{ result }`, form posts redirect.
  app.get(
    "/api/newsletter/confirm",
    { schema: { tags, querystring: TokenQuery } },
    landing("newsletterConfirm", "/api/newsletter/confirm"),
  );

  app.post(
    "/api/newsletter/confirm",
    { schema: { tags, body: ZNewsletterTokenSchema, response: { 200: ZNewsletterLinkResultSchema } } },
    async (request, reply) => {
      const result = await confirmSubscription(context, request.body.token);
      return isFormPost(request) ? reply.redirect(redirectTo(result), 303) : { result };
    },
  );

  app.get(
    "/api/newsletter/unsubscribe",
    { schema: { tags, querystring: TokenQuery } },
    landing("newsletterUnsubscribe", "/api/newsletter/unsubscribe"),
  );

  // Also the RFC 8058 one-click target: a POST to the List-Unsubscribe URL (token in the query)
  // with the body `List-Unsubscribe=One-Click`, answered 200.
  app.post(
    "/api/newsletter/unsubscribe",
    {
      schema: {
        tags,
        querystring: TokenQuery,
        body: TokenQuery.extend({ "List-Unsubscribe": z.literal("One-Click").optional() }),
        response: { 200: ZNewsletterLinkResultSchema },
      },
    },
    async (request, reply) => {
      const token = request.body.token ?? request.query.token;
      if (!token) throw badRequest("token is required");
      const result = await unsubscribe(context, token);
      const isOneClick = request.body["List-Unsubscribe"] === "One-Click";
      return isFormPost(request) && !isOneClick ? reply.redirect(redirectTo(result), 303) : { result };
    },
  );
}
