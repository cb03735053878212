import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicCache } from "./public-cache";

/** Where an address's answer was read from: a public-cache entry holding ready JSON. */
interface AnswerSource {
  namespace: string;
  key: string;
  /** The route's pattern, for the metrics. */
  route: string;
}

/** Addresses remembered at most; past it the list starts over, so random URLs cannot fill memory. */
const MAX_ADDRESSES = 5000;

/**
 * Public GET addresses that a route answered with a public-cache entry as it is (ready JSON).
 * The same address is answered again from that entry before Fastify routes it (the
 * routing, validation and hook chain cost more than the answer; docs/decisions.md, "Prepared
 * answers for public reads, and security headers written once"). Only the address → entry link
 * is kept here: the body is the cache's own entry, so an invalidation or an expiry is seen at
 * once, and a missing entry sends the request down the normal path, which loads it again.
 */
export interface PreparedAnswers {
  /** Called by a route after it answered `url` (the raw address, query included) from an entry. */
  remember: (url: string, source: AnswerSource) => void;
  /** The JSON of the entry `url` was answered from, while the entry is fresh. */
  find: (url: string) => { json: string; route: string } | undefined;
}

export function createPreparedAnswers(cache: Pick<PublicCache, "peek">): PreparedAnswers {
  let sources = new Map<string, AnswerSource>();
  return {
    remember: (url, source) => {
      if (sources.size >= MAX_ADDRESSES && !sources.has(url)) sources = new Map();
      sources.set(url, source);
    },
    find: (url) => {
      const source = sources.get(url);
      if (!source) return undefined;
      const json = cache.peek(source.namespace, source.key);
      return typeof json === "string" ? { json, route: source.route } : undefined;
    },
  };
}

export interface PreparedAnswerServing {
  answers: PreparedAnswers;
  /** The headers every answer carries (server/core/security-headers). */
  headers: Readonly<Record<string, string>>;
  requestId: (request: IncomingMessage) => string;
  /** False while draining, or for a Host the normal path must refuse. */
  mayAnswer: (request: IncomingMessage) => boolean;
  onAnswered: (route: string, startedAt: bigint) => void;
}

/**
 * Answers a GET for a prepared address with exactly what the route would send; false when the
 * request must go the normal way.
 */
export function answerPrepared(
  serving: PreparedAnswerServing,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== "GET" || !request.url || !serving.mayAnswer(request)) return false;
  const prepared = serving.answers.find(request.url);
  if (!prepared) return false;
  const startedAt = process.hrtime.bigint();
  response.writeHead(200, {
    ...serving.headers,
    "x-request-id": serving.requestId(request),
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(prepared.json),
  });
  response.end(prepared.json);
  serving.onAnswered(prepared.route, startedAt);
  return true;
}
