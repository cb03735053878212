import type { FastifyInstance, FastifyRequest } from "fastify";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Parses HTML form posts (the e-mail link landing pages, RFC 8058 one-click unsubscribe) into a
 * plain object, in the calling plugin's scope only. A repeated field keeps its last value.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** True when the request came from an HTML form, which wants a redirect rather than JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === FORM_TYPE;
}
