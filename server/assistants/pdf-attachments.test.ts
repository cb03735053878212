import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDF_TEXT_MAX, PDF_TEXT_PER_TURN_MAX } from "../../contracts/assistants";
import { chatAttachments } from "../db/schema/index";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { parseChatStream } from "./chat-test-helpers";
import { readPdfText } from "../ingest/documents/pdf-text";
import { INGEST_MEMORY_GROWTH_MAX } from "../ingest/pool";
import { buildPdf, inflatingPage, multipartFile, textPage } from "../../test-support/pdf-files";

const MEBIBYTE = 1024 * 1024;
const provider = await startFakeAiProvider({ kind: "stream", text: "Leído." });
afterAll(() => provider.close());
const { app, context, database } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
await insertDemoAssistants(context);
const ASSISTANT = "resumidor-de-documentos";

async function premium() {
  const user = await buildUser(context, { tier: "premium" });
  return { user, headers: { authorization: (await signInAs(context, user)).authorization } };
}

function upload(headers: Record<string, string>, filename: string, data: Buffer) {
  const body = multipartFile(filename, "application/pdf", data);
  return app.inject({
    method: "POST",
    url: "/api/assistants/attachments",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

/** Uploads `pdf` while asking /api/ready again and again; the highest memory seen on the way. */
async function uploadWatchingServer(headers: Record<string, string>, pdf: Buffer) {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  let isDone = false;
  const uploaded = upload(headers, "pesado.pdf", pdf).finally(() => {
    isDone = true;
  });
  const readyStatuses: number[] = [];
  while (!isDone) {
    readyStatuses.push((await app.inject({ method: "GET", url: "/api/ready" })).statusCode);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }
  return { response: await uploaded, readyStatuses, growth: peakRss - startRss };
}

describe("PDF text extraction off the main thread", () => {
  it("refuses a 2 MB PDF whose page stream inflates to 2 GiB with 422 pdf_too_complex, measured before PDF.js reads it", async () => {
    const { headers } = await premium();
    const bomb = buildPdf([inflatingPage(2048)]);
    expect(bomb.length).toBeLessThan(3 * MEBIBYTE);
    const { response, growth } = await uploadWatchingServer(headers, bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "pdf_too_complex" } } });
    expect(growth).toBeLessThan(256 * MEBIBYTE);
    const rows = await database.db.select().from(chatAttachments);
    expect(rows.filter((row) => row.fileName === "pesado.pdf")).toEqual([]);
  });

  it("keeps answering /api/ready while a PDF the measure cannot see is read, and stops it within the memory cap", async () => {
    const { headers } = await premium();
    // Hex before Flate: only PDF.js's own decoding reveals the 2 GiB, so the worker's caps stop it.
    const bomb = buildPdf([inflatingPage(2048, { hex: true })]);
    const { response, readyStatuses, growth } = await uploadWatchingServer(headers, bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "pdf_too_complex" } } });
    expect(readyStatuses.length).toBeGreaterThan(3);
    expect(new Set(readyStatuses)).toEqual(new Set([200]));
    expect(growth).toBeLessThan(INGEST_MEMORY_GROWTH_MAX + 256 * MEBIBYTE);
  }, 60_000);

  it("stops reading pages once it has the characters it keeps", async () => {
    // Were the third page read, its 1 GiB would take long and swell the test past its limits.
    const pdf = buildPdf([textPage("Primera pagina"), textPage("Segunda pagina"), inflatingPage(1024, { hex: true })]);
    const result = await readPdfText(new Uint8Array(pdf), 20, 256 * MEBIBYTE);
    expect(result).toEqual({ value: { text: "Primera pagina Segun", truncated: true } });
  });

  it("reads an ordinary PDF's text in the worker", async () => {
    const { headers } = await premium();
    const response = await upload(headers, "acta.pdf", buildPdf([textPage("Acta de la junta"), textPage("Punto dos")]));
    expect(response.statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, response.json<{ id: string }>().id));
    expect(row?.extractedText).toBe("Acta de la junta Punto dos");
  });
});

describe("PDF text per chat turn", () => {
  it(`sends at most ${PDF_TEXT_PER_TURN_MAX} characters of PDF text in one turn, the new message's PDFs first`, async () => {
    const { user, headers } = await premium();
    const pdf = (letter: string) => ({
      userId: user.id,
      kind: "pdf",
      contentType: "application/pdf",
      fileName: `${letter}.pdf`,
      size: 1000,
      storageKey: `chat/${letter}.pdf`,
      extractedText: letter.repeat(PDF_TEXT_MAX),
    });
    const older = await database.db
      .insert(chatAttachments)
      .values([pdf("A"), pdf("B")])
      .returning();
    const first = parseChatStream(
      await chat(headers, { message: "Compara", attachmentIds: older.map((row) => row.id) }),
    );
    const [newest] = await database.db
      .insert(chatAttachments)
      .values([pdf("C")])
      .returning();
    const before = provider.requests.length;
    await chat(headers, { conversationId: first.conversationId, message: "Y este", attachmentIds: [newest?.id ?? ""] });
    const sent = JSON.stringify(provider.requests[before]);
    const count = (letter: string) => sent.match(new RegExp(`${letter}{100,}`, "g"))?.join("").length ?? 0;
    expect(count("C")).toBe(PDF_TEXT_MAX);
    expect(count("A") + count("B") + count("C")).toBe(PDF_TEXT_PER_TURN_MAX);
    expect(sent).toMatch(/solo sus primeros \d+ caracteres|no cabe en esta consulta/);
  });
});

function chat(headers: Record<string, string>, payload: object) {
  return app.inject({ method: "POST", url: `/api/assistants/${ASSISTANT}/chat`, headers, payload });
}
