import { afterAll, describe, expect, it } from "vitest";
import type { TDocumentResult } from "../../contracts/documents";
import { DOCUMENT_MAX_BYTES } from "../../contracts/documents";
import { createTestApp } from "../test/app";
import { buildDocx, buildPdf } from "../test/documents";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildMember, queriesUsed, waitForJob } from "../test/service-jobs";
import { serviceJobsOf } from "../jobs/engine";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
  SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5",
});
await serviceJobsOf(context).start();

const CONTRACT = ["Contrato de arrendamiento.", "La renta mensual es de 900 euros.", "El contrato dura un año."];

/** A multipart body as a browser's FormData sends it. */
async function postDocuments(headers: Record<string, string>, parts: Record<string, string | [Buffer, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value[0])]), value[1]);
  }
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/services/documents",
    headers: { ...headers, "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function finishedResult(headers: Record<string, string>, response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(202);
  const { id } = response.json() as { id: string };
  const job = await waitForJob(app, headers, id);
  expect(job.status).toBe("done");
  return { id, result: job.result as TDocumentResult };
}

describe("POST /api/services/documents", () => {
  // Two files through the ingest workers: on a loaded machine this takes longer than the default.
  it(
    "extracts fields from a PDF with their passages, one query, and serves fields.csv and result.md",
    { timeout: 60_000 },
    async () => {
      const member = await buildMember(context, "premium");
      provider.setBehaviour({
        kind: "stream",
        text: JSON.stringify({
          fields: [{ name: "Renta", value: "900 euros", quote: "La renta mensual es de 900 euros." }],
        }),
      });
      const response = await postDocuments(member.headers, {
        task: "extract",
        fields: "Renta, Fianza",
        file: [await buildPdf(CONTRACT), "contrato.pdf"],
      });
      const { id, result } = await finishedResult(member.headers, response);
      expect(result).toEqual({
        task: "extract",
        fields: [
          { name: "Renta", value: "900 euros", quote: "La renta mensual es de 900 euros." },
          { name: "Fianza", value: "", quote: "" },
        ],
      });
      expect(await queriesUsed(context, member.user.id)).toBe(1);
      const sent = provider.requests.at(-1) as { messages: { role: string; content: string }[] };
      expect(sent.messages.at(-1)?.content).toContain("La renta mensual es de 900 euros.");

      const csv = await app.inject({ url: `/api/services/jobs/${id}/fields.csv`, headers: member.headers });
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.body).toBe(
        "\uFEFFCampo,Valor,Pasaje\r\nRenta,900 euros,La renta mensual es de 900 euros.\r\nFianza,,\r\n",
      );
      const markdown = await app.inject({ url: `/api/services/jobs/${id}/result.md`, headers: member.headers });
      expect(markdown.body).toContain("# Datos extraídos");
      const listed = await app.inject({ url: "/api/services/jobs?kind=document", headers: member.headers });
      expect(listed.json()).toMatchObject({ jobs: [{ id, fileName: "contrato.pdf" }] });
    },
  );

  // Two files through the ingest workers: on a loaded machine this takes longer than the default.
  it(
    "compares a Word document with a PDF: the differences come from the texts, the model only comments",
    { timeout: 60_000 },
    async () => {
      const member = await buildMember(context, "premium");
      provider.setBehaviour({
        kind: "stream",
        text: JSON.stringify({ comments: [{ index: 1, comment: "La renta sube 50 euros." }] }),
      });
      const changed = CONTRACT.map((line) => line.replace("900", "950"));
      const response = await postDocuments(member.headers, {
        task: "compare",
        file: [await buildDocx(CONTRACT), "v1.docx"],
        otherFile: [await buildPdf(changed), "v2.pdf"],
      });
      const { id, result } = await finishedResult(member.headers, response);
      expect(result).toEqual({
        task: "compare",
        differences: [
          {
            before: "La renta mensual es de 900 euros.",
            after: "La renta mensual es de 950 euros.",
            comment: "La renta sube 50 euros.",
          },
        ],
      });
      const fields = await app.inject({ url: `/api/services/jobs/${id}/fields.csv`, headers: member.headers });
      expect(fields.statusCode).toBe(404);
      // The history names the task and both versions, so two jobs on one contract read apart.
      const job = await app.inject({ url: `/api/services/jobs/${id}`, headers: member.headers });
      expect(job.json()).toMatchObject({ task: "compare", fileNames: ["v1.docx", "v2.pdf"] });
    },
  );

  it("summarises a pasted text as a TXT document: one query, the text cleaned, no file name", async () => {
    const member = await buildMember(context, "premium");
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({ summary: "Un arrendamiento de un año.", keyPoints: ["Renta de 900 euros"] }),
    });
    const pasted = `  ${CONTRACT.join("\r\n")}\u000b\u0000\n\n\n\n`;
    const response = await postDocuments(member.headers, { task: "summary", text: pasted });
    const { id, result } = await finishedResult(member.headers, response);
    expect(result).toEqual({
      task: "summary",
      summary: "Un arrendamiento de un año.",
      keyPoints: ["Renta de 900 euros"],
    });
    expect(await queriesUsed(context, member.user.id)).toBe(1);
    const sent = provider.requests.at(-1) as { messages: { role: string; content: string }[] };
    const content = sent.messages.at(-1)?.content ?? "";
    expect(content).toContain(CONTRACT.join("\n"));
    for (const dropped of ["\u0000", "\u000b", "\r"]) expect(content).not.toContain(dropped);
    const listed = await app.inject({ url: "/api/services/jobs?kind=document", headers: member.headers });
    expect(listed.json()).toMatchObject({ jobs: [{ id, fileName: null }] });
    const markdown = await app.inject({ url: `/api/services/jobs/${id}/result.md`, headers: member.headers });
    expect(markdown.statusCode).toBe(200);
    expect(markdown.body).toContain("Renta de 900 euros");
  });

  it("refuses a blank text (400), a text with a file or for a comparison (400) and one over 20 MB (413)", async () => {
    const member = await buildMember(context, "premium");
    for (const text of ["", "  \n\t \r\n", "\u0000\u000b"]) {
      const blank = await postDocuments(member.headers, { task: "risks", text });
      expect(blank.statusCode, JSON.stringify(text)).toBe(400);
      expect(blank.json()).toMatchObject({
        error: { code: "validation_failed", message: "The pasted text is empty", details: [{ path: "/text" }] },
      });
    }
    const both = await postDocuments(member.headers, {
      task: "summary",
      text: "Un contrato.",
      file: [Buffer.from("Otro contrato."), "a.txt"],
    });
    expect(both.statusCode).toBe(400);
    const compare = await postDocuments(member.headers, {
      task: "compare",
      text: "Un contrato.",
      otherFile: [Buffer.from("Otro contrato."), "b.txt"],
    });
    expect(compare.statusCode).toBe(400);
    const big = await postDocuments(member.headers, { task: "summary", text: "a".repeat(DOCUMENT_MAX_BYTES + 10) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { code: "payload_too_large" } });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("refuses a file of another type (415) and an unreadable one (422) without spending a query", async () => {
    const member = await buildMember(context, "premium");
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
    const wrong = await postDocuments(member.headers, { task: "summary", file: [png, "contrato.pdf"] });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    const broken = await postDocuments(member.headers, {
      task: "summary",
      file: [await buildDocx([], "<roto"), "roto.docx"],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ error: { code: "unreadable_document" } });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("refuses a document over 20 MB with 413", async () => {
    const member = await buildMember(context, "premium");
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 10, 0x61);
    const response = await postDocuments(member.headers, { task: "summary", file: [big, "grande.txt"] });
    expect(response.statusCode).toBe(413);
  });

  it("checks the form: a task, a second file for a comparison and only then", async () => {
    const member = await buildMember(context, "premium");
    const text = Buffer.from("Un contrato breve.");
    const noTask = await postDocuments(member.headers, { file: [text, "a.txt"] });
    expect(noTask.statusCode).toBe(400);
    const lonely = await postDocuments(member.headers, { task: "compare", file: [text, "a.txt"] });
    expect(lonely.statusCode).toBe(400);
    const extra = await postDocuments(member.headers, {
      task: "summary",
      file: [text, "a.txt"],
      otherFile: [text, "b.txt"],
    });
    expect(extra.statusCode).toBe(400);
  });

  it("ends failed with provider_error and gives the query back when the provider fails", async () => {
    const member = await buildMember(context, "premium");
    provider.setBehaviour({ kind: "fail" });
    const response = await postDocuments(member.headers, { task: "risks", file: [Buffer.from("Cláusula."), "c.md"] });
    const { id } = response.json<{ id: string }>();
    expect(await waitForJob(app, member.headers, id)).toMatchObject({ status: "failed", error: "provider_error" });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("refuses a visitor (401) and a basic plan (403 tier_required), and hides a job from another member", async () => {
    const file: [Buffer, string] = [Buffer.from("Texto."), "a.txt"];
    expect((await postDocuments({}, { task: "summary", file })).statusCode).toBe(401);
    const basic = await buildMember(context, "basic");
    const refused = await postDocuments(basic.headers, { task: "summary", file });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "tier_required" } });
    const owner = await buildMember(context, "premium");
    provider.setBehaviour({ kind: "stream", text: JSON.stringify({ summary: "Un texto.", keyPoints: ["Breve"] }) });
    const { id } = await finishedResult(owner.headers, await postDocuments(owner.headers, { task: "summary", file }));
    const stranger = await buildMember(context, "premium");
    for (const url of [`/api/services/jobs/${id}`, `/api/services/jobs/${id}/result.md`]) {
      expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    }
    const own = await app.inject({ method: "DELETE", url: `/api/services/jobs/${id}`, headers: owner.headers });
    expect(own.statusCode).toBe(204);
  });

  // Half a surrogate pair cannot cross multipart (UTF-8 carries none); the JSON routes test it.
  it.each([
    ["a NUL", "Renta,\u0000Fianza"],
    ["another control character", "Renta,\u001bFianza"],
  ])("refuses extraction fields with %s with 400 validation_failed, nothing spent", async (_, fields) => {
    const member = await buildMember(context, "premium");
    const refused = await postDocuments(member.headers, { task: "extract", fields, text: "La renta es de 900 euros." });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("keeps the query spent when the model answered something that is not the result asked for", async () => {
    const member = await buildMember(context, "premium");
    provider.setBehaviour({ kind: "stream", text: "Lo siento, no puedo responder en JSON." });
    const response = await postDocuments(member.headers, { task: "summary", text: "Un contrato de un año." });
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "failed", error: "unusable_answer" });
    expect(await queriesUsed(context, member.user.id)).toBe(1);
  });

  it("stores the model's answer with a NUL in it, the NUL dropped", async () => {
    const member = await buildMember(context, "premium");
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({ summary: "Un contrato\u0000 de un año.", keyPoints: ["Dura\u0000 un año"] }),
    });
    const response = await postDocuments(member.headers, { task: "summary", text: "Un contrato de un año." });
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job).toMatchObject({
      status: "done",
      result: { task: "summary", summary: "Un contrato de un año.", keyPoints: ["Dura un año"] },
    });
  });
});
