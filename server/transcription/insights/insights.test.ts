import { afterAll, describe, expect, it } from "vitest";
import type { TTranscriptInsights } from "../../../contracts/transcription";
import { serviceJobsOf } from "../../jobs/engine";
import { createTestApp } from "../../test/app";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../../test-support/fake-ai-provider";
import { makeAudio, multipartBody } from "../../../test-support/media";
import { buildMember, queriesUsed, waitForJob } from "../../test/service-jobs";
import { groundInsights } from "./ground";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-chat",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
  RATE_LIMITS_ENABLED: "false",
});
await serviceJobsOf(context).start();

/** A finished 7-second transcription: "Frase 1." to "Frase 4." at 0, 2, 4 and 6 seconds. */
async function transcribed(headers: Record<string, string>): Promise<string> {
  provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2 });
  const body = multipartBody([{ field: "file", name: "charla.mp3", type: "audio/mpeg", data: makeAudio("mp3", 7) }]);
  const response = await app.inject({
    method: "POST",
    url: "/api/services/transcriptions",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(202);
  const { id } = response.json<{ id: string }>();
  expect(await waitForJob(app, headers, id)).toMatchObject({ status: "done" });
  return id;
}

const askInsights = (headers: Record<string, string>, id: string) =>
  app.inject({ method: "POST", url: `/api/services/jobs/${id}/insights`, headers });

describe("POST /api/services/jobs/:id/insights", () => {
  it("gives summary, chapters on segment starts and quotes from the transcript, for one query, with insights.md", async () => {
    const member = await buildMember(context, "basic");
    const sourceId = await transcribed(member.headers);
    const spentBefore = await queriesUsed(context, member.user.id);
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({
        summary: "Cuatro frases numeradas.",
        chapters: [
          { start: 4.4, title: "Segunda parte" },
          { start: 0.3, title: "Inicio" },
          { start: 900, title: "Capítulo inventado" },
        ],
        quotes: [{ text: "Frase 3." }, { text: "Una frase que nadie dijo" }],
      }),
    });
    const response = await askInsights(member.headers, sourceId);
    expect(response.statusCode).toBe(202);
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "done", kind: "transcript-insights" });
    expect(job.result).toEqual({
      sourceJobId: sourceId,
      summary: "Cuatro frases numeradas.",
      chapters: [
        { start: 0, title: "Inicio" },
        { start: 4, title: "Segunda parte" },
      ],
      quotes: [{ start: 4, text: "Frase 3." }],
    } satisfies TTranscriptInsights);
    expect(await queriesUsed(context, member.user.id)).toBe(spentBefore + 1);
    const sent = provider.requests.at(-1) as { messages: { role: string; content: string }[] };
    expect(sent.messages.find((message) => message.role === "user")?.content).toContain("[4] Frase 3.");

    const download = await app.inject({ url: `/api/services/jobs/${job.id}/insights.md`, headers: member.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("text/markdown");
    expect(download.body).toContain("## Capítulos\n\n- 0:00 Inicio\n- 0:04 Segunda parte");
    expect(download.body).toContain("- 0:04 «Frase 3.»");
    expect(download.body).not.toContain("inventad");
  });

  it("answers 404 for another member's transcription and spends nothing", async () => {
    const owner = await buildMember(context, "basic");
    const sourceId = await transcribed(owner.headers);
    const other = await buildMember(context, "premium");
    expect((await askInsights(other.headers, sourceId)).statusCode).toBe(404);
    expect(await queriesUsed(context, other.user.id)).toBe(0);
  });

  it("keeps to the transcription's plan: a visitor 401, a free member 403", async () => {
    const owner = await buildMember(context, "basic");
    const sourceId = await transcribed(owner.headers);
    expect((await askInsights({}, sourceId)).statusCode).toBe(401);
    const free = await buildMember(context, "free");
    const response = await askInsights(free.headers, sourceId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "tier_required" } });
  });

  it("gives the query back when the provider fails before answering", async () => {
    const member = await buildMember(context, "basic");
    const sourceId = await transcribed(member.headers);
    const spentBefore = await queriesUsed(context, member.user.id);
    provider.setBehaviour({ kind: "fail" });
    const response = await askInsights(member.headers, sourceId);
    expect(response.statusCode).toBe(202);
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "failed", error: "provider_error" });
    expect(JSON.stringify(job)).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
    expect(await queriesUsed(context, member.user.id)).toBe(spentBefore);
  });
});

describe("groundInsights", () => {
  const segments = [
    { start: 0, end: 3, text: "Bienvenidos al programa." },
    { start: 3, end: 7.5, text: "Hoy hablamos de huertos urbanos," },
    { start: 7.5, end: 12, text: "y de cómo regarlos sin gastar agua." },
  ];

  it("times a quote spanning two segments at the one where it begins, ignoring case and punctuation", () => {
    const result = groundInsights(
      { summary: " Huertos. ", chapters: [], quotes: [{ text: "huertos urbanos y de como regarlos" }] },
      segments,
      "00000000-0000-4000-8000-000000000000",
    );
    expect(result.quotes).toEqual([{ start: 3, text: "huertos urbanos y de como regarlos" }]);
    expect(result.summary).toBe("Huertos.");
  });

  it("drops chapters far from any segment, duplicates on one start, and quotes cut mid-word", () => {
    const result = groundInsights(
      {
        summary: "x",
        chapters: [
          { start: 7, title: "Riego" },
          { start: 8, title: "Riego otra vez" },
          { start: 200, title: "Fuera" },
        ],
        quotes: [{ text: "huert" }, { text: "Bienvenidos al programa" }],
      },
      segments,
      "00000000-0000-4000-8000-000000000000",
    );
    expect(result.chapters).toEqual([{ start: 7.5, title: "Riego" }]);
    expect(result.quotes).toEqual([{ start: 0, text: "Bienvenidos al programa" }]);
  });
});
