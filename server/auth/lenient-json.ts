import type { FastifyInstance } from "fastify";

/**
 * auth-js sends `Content-Type: application/json` with no body on some calls (logout), and
 * clients call check-subscription the same way; GoTrue accepts that, Fastify refuses it by
 * default. In this scope an empty JSON body reads as no body; anything else is parsed with
 * Fastify's own (prototype-poisoning-safe) parser.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
