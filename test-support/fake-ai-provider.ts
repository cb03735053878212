import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureSoundSeconds } from "./ffmpeg";

/**
 * How the fake provider answers the next requests:
 * - stream: the given text as OpenAI-style SSE chunks (one per word), with usage at the end;
 * - fail: HTTP 500 with a body that must never reach the browser;
 * - stall: headers and one chunk, then silence (the connection stays open);
 * - silent: accepts the request and never answers.
 */
export type FakeAiBehaviour =
  | {
      kind: "stream";
      text: string;
      delayMs?: number;
      /** An answer picked from the request (e2e: the structured prompts); `text` when undefined. */
      textFor?: (body: Record<string, unknown>) => string | undefined;
    }
  | { kind: "fail"; status?: number; body?: string }
  | { kind: "stall" }
  | { kind: "silent" };

/**
 * How the fake answers `POST /audio/transcriptions` (OpenAI's verbose_json):
 * - segments: one segment every `segmentSeconds` of the file it received (its real length,
 *   measured with ffmpeg), texts "Frase 1.", "Frase 2."..., after `delayMs`;
 * - fail: an HTTP error (500 unless told);
 * - silent: never answers.
 */
export type FakeTranscriptionBehaviour =
  | { kind: "segments"; segmentSeconds?: number; delayMs?: number; language?: string }
  | { kind: "fail"; status?: number; body?: string }
  | { kind: "silent" };

export interface FakeTranscriptionRequest {
  fields: Record<string, string[]>;
  fileName: string;
  fileType: string;
  fileBytes: number;
  durationSeconds: number;
}

export interface FakeAiProvider {
  /** The base URL to put in AI_BASE_URL (ends in /v1). */
  url: string;
  /** The JSON bodies of every chat completion request received, in order. */
  requests: Record<string, unknown>[];
  /** The Authorization headers received. */
  authorizations: (string | undefined)[];
  setBehaviour: (behaviour: FakeAiBehaviour) => void;
  /** Every transcription request received, in order. */
  transcriptions: FakeTranscriptionRequest[];
  setTranscriptionBehaviour: (behaviour: FakeTranscriptionBehaviour) => void;
  close: () => Promise<void>;
}

/** The secret text of the fake's failures: tests assert it never reaches the browser. */
export const FAKE_PROVIDER_SECRET_ERROR = "upstream exploded: internal key sk-live-SECRET-4242";

/**
 * A local OpenAI-compatible chat completions server (the tests and e2e stand it in for the
 * real provider with it). Listens on loopback only.
 */
export async function startFakeAiProvider(
  initial: FakeAiBehaviour = { kind: "stream", text: "Hola, soy el asistente." },
  port = 0,
): Promise<FakeAiProvider> {
  let behaviour = initial;
  let transcriptionBehaviour: FakeTranscriptionBehaviour = { kind: "segments" };
  const transcriptions: FakeTranscriptionRequest[] = [];
  const requests: Record<string, unknown>[] = [];
  const authorizations: (string | undefined)[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A caller killed mid-upload (the kill -9 tests do it) is a hang-up, not a fault of the fake.
      if (!request.destroyed) throw error;
      response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "POST" && request.url?.endsWith("/audio/transcriptions")) {
      open.add(response);
      response.on("close", () => open.delete(response));
      await answerTranscription(request, response, transcriptionBehaviour, transcriptions);
      return;
    }
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    requests.push(body);
    authorizations.push(request.headers.authorization);
    open.add(response);
    response.on("close", () => open.delete(response));
    const current = behaviour;
    switch (current.kind) {
      case "fail":
        response.writeHead(current.status ?? 500, { "content-type": "application/json" });
        response.end(
          current.body ?? JSON.stringify({ error: { message: FAKE_PROVIDER_SECRET_ERROR, type: "server_error" } }),
        );
        return;
      case "silent":
        return;
      case "stall":
        startStream(response);
        writeChunk(response, { content: "Empiezo a " });
        return;
      case "stream": {
        startStream(response);
        const words = (current.textFor?.(body) ?? current.text).split(/(?<= )/);
        for (const word of words) {
          writeChunk(response, { content: word });
          if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
          if (response.destroyed) return;
        }
        response.write(
          `data: ${JSON.stringify({ ...chunkBase(), choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 42, completion_tokens: words.length, total_tokens: 42 + words.length } })}\n\n`,
        );
        response.end("data: [DONE]\n\n");
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}/v1`,
    requests,
    authorizations,
    setBehaviour: (next) => {
      behaviour = next;
    },
    transcriptions,
    setTranscriptionBehaviour: (next) => {
      transcriptionBehaviour = next;
    },
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function startStream(response: ServerResponse) {
  response.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
}

function chunkBase() {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
  };
}

function writeChunk(response: ServerResponse, delta: { content: string }) {
  response.write(
    `data: ${JSON.stringify({ ...chunkBase(), choices: [{ index: 0, delta: { role: "assistant", ...delta }, finish_reason: null }] })}\n\n`,
  );
}

async function answerTranscription(
  request: IncomingMessage,
  response: ServerResponse,
  behaviour: FakeTranscriptionBehaviour,
  received: FakeTranscriptionRequest[],
) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Request("http://fake/audio/transcriptions", {
    method: "POST",
    headers: { "content-type": request.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  }).formData();
  const fields: Record<string, string[]> = {};
  let file: File | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = [...(fields[name] ?? []), value];
    else file = value;
  }
  if (!file) {
    response.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"file is required"}}');
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), "fake-transcription-"));
  let durationSeconds = 0;
  try {
    const copy = path.join(folder, path.basename(file.name) || "audio");
    await writeFile(copy, Buffer.from(await file.arrayBuffer()));
    durationSeconds = await measureSoundSeconds(copy);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  received.push({ fields, fileName: file.name, fileType: file.type, fileBytes: file.size, durationSeconds });
  switch (behaviour.kind) {
    case "silent":
      return;
    case "fail":
      response.writeHead(behaviour.status ?? 500, { "content-type": "application/json" });
      response.end(
        behaviour.body ?? JSON.stringify({ error: { message: FAKE_PROVIDER_SECRET_ERROR, type: "server_error" } }),
      );
      return;
    case "segments": {
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      const step = behaviour.segmentSeconds ?? 2;
      const segments = [];
      for (let start = 0, index = 1; start < durationSeconds - 0.2; start += step, index += 1) {
        segments.push({ id: index - 1, start, end: Math.min(start + step, durationSeconds), text: ` Frase ${index}.` });
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          task: "transcribe",
          language: behaviour.language ?? "spanish",
          duration: durationSeconds,
          text: segments.map((segment) => segment.text.trim()).join(" "),
          segments,
        }),
      );
    }
  }
}
