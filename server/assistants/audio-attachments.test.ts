import { afterAll, describe, expect, it } from "vitest";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { makeAudio, makeVideo } from "../../test-support/media";
import { parseChatStream } from "./chat-test-helpers";
import { multipartFile } from "../../test-support/pdf-files";

const provider = await startFakeAiProvider({ kind: "stream", text: "Escuchado." });
afterAll(() => provider.close());
const hearing = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
  RATE_LIMITS_ENABLED: "false",
});
const deaf = await createTestApp({ AI_BASE_URL: provider.url, AI_MODEL: "fake-model", RATE_LIMITS_ENABLED: "false" });
await insertDemoAssistants(hearing.context);
const ASSISTANT = "resumidor-de-documentos";

type Target = typeof hearing;

async function signedIn(target: Target) {
  const user = await buildUser(target.context, { tier: "basic" });
  return { authorization: (await signInAs(target.context, user)).authorization };
}

function upload(target: Target, headers: Record<string, string>, name: string, type: string, data: Buffer) {
  const body = multipartFile(name, type, data);
  return target.app.inject({
    method: "POST",
    url: "/api/assistants/attachments",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

describe("audio and video chat attachments", () => {
  it("transcribes an audio at upload and gives the model its transcript with the file name", async () => {
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 1 });
    const headers = await signedIn(hearing);
    const heardBefore = provider.transcriptions.length;
    const uploaded = await upload(hearing, headers, "nota-de-voz.mp3", "audio/mpeg", makeAudio("mp3", 2));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ kind: "audio", fileName: "nota-de-voz.mp3", transcribed: true });
    expect(provider.transcriptions[heardBefore]?.fields.model).toEqual(["fake-whisper"]);

    const before = provider.requests.length;
    const response = await hearing.app.inject({
      method: "POST",
      url: `/api/assistants/${ASSISTANT}/chat`,
      headers,
      payload: { message: "¿Qué dice?", attachmentIds: [uploaded.json<{ id: string }>().id] },
    });
    expect(parseChatStream(response).text).toBe("Escuchado.");
    const sent = JSON.stringify(provider.requests[before]);
    expect(sent).toContain("Transcripción del audio adjunto «nota-de-voz.mp3»");
    expect(sent).toContain("Frase 1. Frase 2.");
    expect(sent).not.toContain("no puedes ver ni oír");
  });

  it("hears a video's sound track", async () => {
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 5 });
    const headers = await signedIn(hearing);
    const before = provider.transcriptions.length;
    const uploaded = await upload(hearing, headers, "clip.mp4", "video/mp4", makeVideo("mp4", 2));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ kind: "video", transcribed: true });
    expect(provider.transcriptions[before]?.fileType).toBe("audio/mpeg");
  });

  it("answers 502 transcription_failed when the provider fails, and keeps nothing", async () => {
    provider.setTranscriptionBehaviour({ kind: "fail", status: 500 });
    const headers = await signedIn(hearing);
    const response = await upload(hearing, headers, "voz.mp3", "audio/mpeg", makeAudio("mp3", 1));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      error: { code: "upload_error", details: { reason: "transcription_failed" } },
    });
    expect(response.body).not.toContain("sk-live");
    provider.setTranscriptionBehaviour({ kind: "segments" });
  });

  it("refuses audio with 503 transcription_not_configured without a transcription model", async () => {
    const headers = await signedIn(deaf);
    const before = provider.transcriptions.length;
    const response = await upload(deaf, headers, "voz.mp3", "audio/mpeg", makeAudio("mp3", 1));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: "upload_error", details: { reason: "transcription_not_configured" } },
    });
    expect(provider.transcriptions.length).toBe(before);
  });
});
