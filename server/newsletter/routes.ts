import type { FastifyInstance } from "fastify";
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
import { enforceVisitorLimit } from "../blog/visitor-limits";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { languageFromHeader } from "./email-strings";
import { confirmSubscription, subscribe, unsubscribe } from "./service";

/** The spec's newsletter-subscribe function and the confirm/unsubscribe links of the e-mails. */
export async function registerNewsletterRoutes(instance: FastifyInstance, { context }: { context: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["newsletter"];
  const redirectTo = (result: string) => `/?${NEWSLETTER_RESULT_PARAM}=${result}`;

  app.post(
    "/api/functions/newsletter-subscribe",
    { schema: { tags, body: ZNewsletterSubscribeRequestSchema, response: { 200: ZNewsletterSubscribeResponseSchema } } },
    async (request) => {
      await enforceVisitorLimit(context, request, "newsletter", NEWSLETTER_RATE_LIMIT);
      const email = ZNewsletterEmailSchema.safeParse(request.body.email.trim());
      if (!email.success) throw new AppError(400, NEWSLETTER_INVALID_EMAIL, "The e-mail address is not valid");
      const language = request.body.language ?? languageFromHeader(request.headers["accept-language"]);
      return subscribe(context, { email: email.data, language }, context.siteOrigin);
    },
  );

  app.get("/api/newsletter/confirm", { schema: { tags, querystring: ZNewsletterTokenSchema.partial() } }, async (request, reply) => {
    const result = request.query.token ? await confirmSubscription(context, request.query.token) : "invalid";
    return reply.redirect(redirectTo(result), 303);
  });

  app.post(
    "/api/newsletter/confirm",
    { schema: { tags, body: ZNewsletterTokenSchema, response: { 200: ZNewsletterLinkResultSchema } } },
    async (request) => ({ result: await confirmSubscription(context, request.body.token) }),
  );

  app.get("/api/newsletter/unsubscribe", { schema: { tags, querystring: ZNewsletterTokenSchema.partial() } }, async (request, reply) => {
    const result = request.query.token ? await unsubscribe(context, request.query.token) : "invalid";
    return reply.redirect(redirectTo(result), 303);
  });

  app.post(
    "/api/newsletter/unsubscribe",
    { schema: { tags, body: ZNewsletterTokenSchema, response: { 200: ZNewsletterLinkResultSchema } } },
    async (request) => ({ result: await unsubscribe(context, request.body.token) }),
  );
}
