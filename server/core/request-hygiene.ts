import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port (RFC 9110). */
const VALID_HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Refuses a request whose Host header is not a host name (`Host: a b`): nothing here builds on
 * the Host, but a malformed one is a broken client or a probe and gets a clear 400.
 */
export async function refuseMalformedHost(request: FastifyRequest, reply: FastifyReply) {
  if (isWellFormedHost(request.headers.host)) return;
  return reply.status(400).send({ error: { code: "validation_failed", message: "Malformed Host header" } });
}

export function isWellFormedHost(host: string | undefined): boolean {
  return host === undefined || VALID_HOST.test(host);
}

/** Fastify's own refusals before routing (a URL that does not decode), in our error shape. */
export function answerMalformedUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.status(error.statusCode ?? 400).send({ error: { code: "validation_failed", message: error.message } });
}
