import type { FastifyReply } from "fastify";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";

/** Aborted when the browser closes the connection (its stop button): the provider call stops too. */
export function abortOnClose(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  return abort.signal;
}

/** Answers with an AI SDK UI message stream (server-sent events), never cached. */
export function sendAnswerStream(reply: FastifyReply, stream: ReadableStream<UIMessageChunk>) {
  return reply.send(createUIMessageStreamResponse({ stream, headers: { "cache-control": "no-store" } }));
}
