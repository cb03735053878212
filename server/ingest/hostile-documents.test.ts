import { afterAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { MEETING_TRANSCRIPT_MAX } from "../../contracts/meetings";
import { serviceJobsOf } from "../jobs/engine";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { DOCX_BOMBS, oneWordTranscript, spacesText, unrelatedVersions } from "../test/hostile-files";
import { buildMember, waitForJob } from "../test/service-jobs";

const MEBIBYTE = 1024 * 1024;
const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
  SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5",
});
await serviceJobsOf(context).start();
const member = await buildMember(context, "premium");

async function postDocuments(parts: Record<string, string | [Buffer, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value[0])]), value[1]);
  }
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/services/documents",
    headers: { ...member.headers, "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** Runs `work` while asking /api/ready again and again: its statuses and the highest memory seen. */
async function whileWatchingReady<T>(work: () => Promise<T>) {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  let isDone = false;
  const running = work().finally(() => {
    isDone = true;
  });
  const readyStatuses: number[] = [];
  while (!isDone) {
    readyStatuses.push((await app.inject({ method: "GET", url: "/api/ready" })).statusCode);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }
  return { result: await running, readyStatuses, growth: peakRss - startRss };
}

describe("a Word document built to inflate", () => {
  it.each([
    ["100 MiB of one-letter paragraphs in 300 KB", DOCX_BOMBS.tinyParagraphs, "document_too_complex"],
    ["16 MiB squeezed past any text's ratio", DOCX_BOMBS.squeezed, "document_too_complex"],
    ["one run of text its ZIP says is 4 GB", DOCX_BOMBS.oneEndlessText, "document_too_complex"],
    ["empty paragraphs past the size its ZIP declares", DOCX_BOMBS.lyingSize, "unreadable_document"],
  ])("is refused with 422 (%s), the server answering meanwhile", async (_, build, code) => {
    const bomb = build();
    expect(bomb.length).toBeLessThan(MEBIBYTE);
    const { result, readyStatuses, growth } = await whileWatchingReady(() =>
      postDocuments({ task: "summary", file: [bomb, "contrato.docx"] }),
    );
    expect(result.statusCode).toBe(422);
    expect(result.json()).toMatchObject({ error: { code } });
    expect(new Set(readyStatuses)).toEqual(new Set([200]));
    expect(growth).toBeLessThan(300 * MEBIBYTE);
  });
});

describe("long text a member sends", () => {
  it("cleans five million spaces in one pass and keeps the words around them", async () => {
    provider.setBehaviour({ kind: "stream", text: JSON.stringify({ summary: "Resumen.", keyPoints: ["Uno"] }) });
    const before = provider.requests.length;
    const response = await postDocuments({ task: "summary", file: [spacesText(5_000_000), "notas.txt"] });
    expect(response.statusCode).toBe(202);
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job.status).toBe("done");
    const sent = JSON.stringify(provider.requests[before]);
    // Blanks inside a line stay (as many as the model reads); the text is cut, not dropped.
    expect(sent).toContain("Inicio   ");
  });

  it.each([
    ["20,000 one-word sentences each", 3],
    ["5,000 sentences each, none shared", 12],
  ])("refuses to compare two 60,000-character versions of %s with 422, before any query", async (_, sentence) => {
    const [first, second] = unrelatedVersions(60_000, sentence);
    const { result, readyStatuses } = await whileWatchingReady(() =>
      postDocuments({
        task: "compare",
        file: [Buffer.from(first), "v1.txt"],
        otherFile: [Buffer.from(second), "v2.txt"],
      }),
    );
    expect(result.statusCode).toBe(422);
    expect(result.json()).toMatchObject({ error: { code: "too_many_differences" } });
    expect(new Set(readyStatuses)).toEqual(new Set([200]));
  });

  it("writes minutes.pdf of a transcript that is one 200,000-character word, wrapped to the page", async () => {
    const transcript = oneWordTranscript(MEETING_TRANSCRIPT_MAX);
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({
        title: "Larga",
        summary: "Resumen.",
        decisions: [],
        actionItems: [],
        followUpEmail: "Hola.",
      }),
    });
    const accepted = await app.inject({
      method: "POST",
      url: "/api/services/meetings",
      headers: member.headers,
      payload: { title: "Larga", transcript },
    });
    expect(accepted.statusCode).toBe(202);
    const { id } = accepted.json<{ id: string }>();
    expect((await waitForJob(app, member.headers, id)).status).toBe("done");
    const { result: pdf, readyStatuses } = await whileWatchingReady(() =>
      app.inject({ url: `/api/services/jobs/${id}/minutes.pdf`, headers: member.headers }),
    );
    expect(pdf.statusCode).toBe(200);
    expect(new Set(readyStatuses)).toEqual(new Set([200]));
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    expect(text.replace(/\s+/g, "")).toContain("a".repeat(10_000));
    expect(document.numPages).toBeGreaterThan(20);
  });
});
