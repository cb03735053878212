import { afterAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import type { TMeetingResult } from "../../contracts/meetings";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { makeAudio, multipartBody } from "../../test-support/media";
import { buildMember, queriesUsed, waitForJob } from "../test/service-jobs";
import { serviceJobsOf } from "../jobs/engine";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
  RATE_LIMITS_ENABLED: "false",
  SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5",
});
await serviceJobsOf(context).start();

const TRANSCRIPT = "Marta: Decidimos abrir la oficina de Girona.\nJorge: Yo firmo el alquiler el 15 de abril.";
const MODEL_MINUTES = {
  title: "Oficina de Girona",
  summary: "Se decidió abrir la oficina de Girona.",
  decisions: ["Abrir la oficina de Girona"],
  actionItems: [
    { task: "Firmar el alquiler", owner: "Jorge", dueDate: "2027-04-15", dueDateSaid: "el 15 de abril" },
    { task: "Contratar la limpieza", owner: "Lucía", dueDate: "2027-04-30", dueDateSaid: "a finales de abril" },
  ],
  followUpEmail: "Hola, os resumo la reunión.",
};

function postTranscript(headers: Record<string, string>, body: unknown) {
  return app.inject({ method: "POST", url: "/api/services/meetings", headers, payload: body as object });
}

describe("POST /api/services/meetings", () => {
  it("turns a transcript into minutes with grounded tasks, and serves minutes.md, minutes.pdf and actions.ics", async () => {
    const member = await buildMember(context, "premium");
    provider.setBehaviour({ kind: "stream", text: JSON.stringify(MODEL_MINUTES) });
    const accepted = await postTranscript(member.headers, { title: "Comité", transcript: TRANSCRIPT });
    expect(accepted.statusCode).toBe(202);
    const { id, status } = accepted.json<{ id: string; status: string }>();
    expect(status).toBe("queued");
    const unfinished = await app.inject({ method: "GET", url: `/api/services/jobs/${id}`, headers: member.headers });
    expect(unfinished.json()).toMatchObject({ title: "Comité", fileName: null });
    const job = await waitForJob(app, member.headers, id);
    expect(job).toMatchObject({ kind: "meeting", status: "done", progress: 1 });
    const minutes = job.result as TMeetingResult;
    expect(minutes.title).toBe("Comité");
    expect(minutes.transcript).toBe(TRANSCRIPT);
    expect(minutes.actionItems).toEqual([
      { task: "Firmar el alquiler", owner: "Jorge", dueDate: "2027-04-15" },
      { task: "Contratar la limpieza", owner: null, dueDate: null },
    ]);
    expect(await queriesUsed(context, member.user.id)).toBe(1);

    const markdown = await app.inject({ url: `/api/services/jobs/${id}/minutes.md`, headers: member.headers });
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers["content-type"]).toContain("text/markdown");
    expect(markdown.headers["content-disposition"]).toContain("minutes.md");
    expect(markdown.body).toContain("| Firmar el alquiler | Jorge | 2027-04-15 |");

    const pdf = await app.inject({ url: `/api/services/jobs/${id}/minutes.pdf`, headers: member.headers });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain("Abrir la oficina de Girona");

    const calendar = await app.inject({ url: `/api/services/jobs/${id}/actions.ics`, headers: member.headers });
    expect(calendar.headers["content-type"]).toContain("text/calendar");
    expect(calendar.body.match(/BEGIN:VTODO/g)).toHaveLength(1);
    expect(calendar.body).toContain(`UID:${id}-1@`);
    expect(calendar.body).toContain("DUE;VALUE=DATE:20270415\r\n");
  });

  it("transcribes a recording first, then writes the minutes from its text", async () => {
    const member = await buildMember(context, "premium");
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2 });
    provider.setBehaviour({ kind: "stream", text: JSON.stringify({ ...MODEL_MINUTES, actionItems: [] }) });
    const body = multipartBody(
      [{ field: "file", name: "reunion.mp3", type: "audio/mpeg", data: makeAudio("mp3", 3) }],
      {
        title: "Reunión grabada",
        language: "es",
      },
    );
    const response = await app.inject({
      method: "POST",
      url: "/api/services/meetings",
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(202);
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "done", title: "Reunión grabada", fileName: "reunion.mp3" });
    expect(job.result).toMatchObject({ title: "Reunión grabada", transcript: "Frase 1. Frase 2." });
    const sent = provider.requests.at(-1) as { messages: { role: string; content: string }[] };
    expect(sent.messages.at(-1)?.content).toContain("Frase 1. Frase 2.");
    // One query for the minutes, one for the started ten minutes of recording.
    expect(await queriesUsed(context, member.user.id)).toBe(2);
  });

  it("refuses a recording of another type with 415, spending nothing", async () => {
    const member = await buildMember(context, "premium");
    const body = multipartBody([
      { field: "file", name: "acta.mp3", type: "audio/mpeg", data: Buffer.from("%PDF-1.7 no") },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/api/services/meetings",
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("keeps another member's job and its files out of reach (404)", async () => {
    const owner = await buildMember(context, "premium");
    const stranger = await buildMember(context, "enterprise");
    provider.setBehaviour({ kind: "stream", text: JSON.stringify(MODEL_MINUTES) });
    const { id } = (await postTranscript(owner.headers, { transcript: TRANSCRIPT })).json<{ id: string }>();
    await waitForJob(app, owner.headers, id);
    for (const url of [`/api/services/jobs/${id}`, `/api/services/jobs/${id}/minutes.md`]) {
      const response = await app.inject({ url, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it("ends failed with provider_error and gives the query back when the provider fails", async () => {
    const member = await buildMember(context, "premium");
    provider.setBehaviour({ kind: "fail" });
    const { id } = (await postTranscript(member.headers, { transcript: TRANSCRIPT })).json<{ id: string }>();
    expect(await waitForJob(app, member.headers, id)).toMatchObject({ status: "failed", error: "provider_error" });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
    const download = await app.inject({ url: `/api/services/jobs/${id}/minutes.md`, headers: member.headers });
    expect(download.statusCode).toBe(409);
  });

  it("answers 404 for the calendar of minutes without a dated task", async () => {
    const member = await buildMember(context, "premium");
    const undated = {
      ...MODEL_MINUTES,
      actionItems: [{ task: "Pensarlo", owner: null, dueDate: null, dueDateSaid: null }],
    };
    provider.setBehaviour({ kind: "stream", text: JSON.stringify(undated) });
    const { id } = (await postTranscript(member.headers, { transcript: TRANSCRIPT })).json<{ id: string }>();
    await waitForJob(app, member.headers, id);
    const calendar = await app.inject({ url: `/api/services/jobs/${id}/actions.ics`, headers: member.headers });
    expect(calendar.statusCode).toBe(404);
    expect(calendar.json()).toMatchObject({ error: { code: "no_dated_action_items" } });
  });

  it("refuses a visitor (401), a basic plan (403 tier_required) and an empty transcript (400)", async () => {
    expect((await postTranscript({}, { transcript: TRANSCRIPT })).statusCode).toBe(401);
    const basic = await buildMember(context, "basic");
    const refused = await postTranscript(basic.headers, { transcript: TRANSCRIPT });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "tier_required", details: { requiredTier: "premium" } } });
    const premium = await buildMember(context, "premium");
    const empty = await postTranscript(premium.headers, { transcript: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect(await queriesUsed(context, premium.user.id)).toBe(0);
  });

  it.each([
    ["a NUL in the title", { title: "Acta\u0000", transcript: TRANSCRIPT }],
    ["a NUL in the transcript", { transcript: `${TRANSCRIPT}\u0000` }],
    ["half a surrogate pair in the title", { title: "Acta \ud800", transcript: TRANSCRIPT }],
    ["half a surrogate pair in the transcript", { transcript: `${TRANSCRIPT} \udfff fin` }],
  ])("refuses %s with 400 validation_failed, nothing queued or spent", async (_, body) => {
    const member = await buildMember(context, "premium");
    const refused = await postTranscript(member.headers, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("refuses a recording whose title carries a NUL with 400, nothing kept or spent", async () => {
    const member = await buildMember(context, "premium");
    const body = multipartBody(
      [{ field: "file", name: "reunion.mp3", type: "audio/mpeg", data: makeAudio("mp3", 1) }],
      { title: "Comité\u0000" },
    );
    const refused = await app.inject({
      method: "POST",
      url: "/api/services/meetings",
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });
});
