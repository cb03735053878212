import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { ATTACHMENT_MAX_BYTES } from "../../contracts/assistants";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { parseChatStream } from "./chat-test-helpers";
import { createAttachmentStore } from "./attachments";
import { queriesUsed } from "../test/service-jobs";
import { buildPdf, multipartFile, textPage } from "../../test-support/pdf-files";

const provider = await startFakeAiProvider({ kind: "stream", text: "Leído." });
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
await insertDemoAssistants(context);
const ASSISTANT = "resumidor-de-documentos";

function buildTextPdf(text: string): Buffer {
  return buildPdf([textPage(text)]);
}

async function signedIn(tier: "free" | "basic" | "premium") {
  const user = await buildUser(context, { tier });
  return { authorization: (await signInAs(context, user)).authorization };
}

function upload(headers: Record<string, string>, filename: string, contentType: string, data: Buffer) {
  const body = multipartFile(filename, contentType, data);
  return app.inject({
    method: "POST",
    url: "/api/assistants/attachments",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

function chat(headers: Record<string, string>, payload: object) {
  return app.inject({ method: "POST", url: `/api/assistants/${ASSISTANT}/chat`, headers, payload });
}

describe("chat attachments", () => {
  it("gives a PDF's extracted text and file name to the model", async () => {
    const headers = await signedIn("basic");
    const uploaded = await upload(
      headers,
      "contrato-arrendamiento.pdf",
      "application/pdf",
      buildTextPdf("Clausula tercera: la renta es de 850 euros"),
    );
    expect(uploaded.statusCode).toBe(201);
    const attachment = uploaded.json<{ id: string; kind: string; fileName: string }>();
    expect(attachment).toMatchObject({ kind: "pdf", fileName: "contrato-arrendamiento.pdf" });
    const before = provider.requests.length;
    const response = await chat(headers, { message: "¿Cuál es la renta?", attachmentIds: [attachment.id] });
    expect(parseChatStream(response).text).toBe("Leído.");
    const body = JSON.stringify(provider.requests[before]);
    expect(body).toContain("Clausula tercera: la renta es de 850 euros");
    expect(body).toContain("contrato-arrendamiento.pdf");
    const conversation = await app.inject({
      method: "GET",
      url: `/api/assistants/conversations/${parseChatStream(response).conversationId}`,
      headers,
    });
    expect(
      conversation.json<{ messages: { attachments: { fileName: string }[] }[] }>().messages[0]?.attachments,
    ).toEqual([expect.objectContaining({ fileName: "contrato-arrendamiento.pdf" })]);
    // An attachment serves one message.
    expect((await chat(headers, { message: "Otra vez", attachmentIds: [attachment.id] })).json()).toMatchObject({
      error: { code: "upload_error" },
    });
  });

  it("sends an image to the model as an image part", async () => {
    const headers = await signedIn("premium");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const uploaded = await upload(headers, "grafico.png", "image/png", png);
    expect(uploaded.statusCode).toBe(201);
    const before = provider.requests.length;
    await chat(headers, { message: "Describe la imagen", attachmentIds: [uploaded.json<{ id: string }>().id] });
    const sent = JSON.stringify(provider.requests[before]);
    expect(sent).toContain("data:image/png;base64,");
  });

  it("refuses 20 MB + 1 byte with upload_error", async () => {
    const headers = await signedIn("premium");
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - 9, 0x20)]);
    const response = await upload(headers, "enorme.pdf", "application/pdf", big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "too_large" } } });
  });

  it("refuses a renamed executable sent as a PDF, judging the bytes", async () => {
    const headers = await signedIn("premium");
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 0x90)]);
    const response = await upload(headers, "factura.pdf", "application/pdf", elf);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "unsupported_type" } } });
    const windows = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512, 0)]);
    expect((await upload(headers, "informe.pdf", "application/pdf", windows)).statusCode).toBe(415);
  });

  it("follows the tiers: free none, basic one per message, premium up to five", async () => {
    const free = await signedIn("free");
    const refused = await upload(free, "a.pdf", "application/pdf", buildTextPdf("hola"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "not_in_plan" } } });

    const basic = await signedIn("basic");
    const ids: string[] = [];
    for (const name of ["1.pdf", "2.pdf"])
      ids.push((await upload(basic, name, "application/pdf", buildTextPdf(name))).json<{ id: string }>().id);
    const tooMany = await chat(basic, { message: "Dos", attachmentIds: ids });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "too_many" } } });

    const premium = await signedIn("premium");
    const five: string[] = [];
    for (let index = 0; index < 6; index += 1)
      five.push(
        (await upload(premium, `${index}.pdf`, "application/pdf", buildTextPdf(`doc ${index}`))).json<{ id: string }>()
          .id,
      );
    expect((await chat(premium, { message: "Seis", attachmentIds: five })).statusCode).toBe(400);
    expect((await chat(premium, { message: "Cinco", attachmentIds: five.slice(0, 5) })).statusCode).toBe(200);
  });

  it("never lets one user use another's attachment", async () => {
    const owner = await signedIn("premium");
    const id = (await upload(owner, "mio.pdf", "application/pdf", buildTextPdf("privado"))).json<{ id: string }>().id;
    const stranger = await signedIn("premium");
    const before = provider.requests.length;
    const response = await chat(stranger, { message: "Lee esto", attachmentIds: [id] });
    expect(response.json()).toMatchObject({ error: { code: "upload_error" } });
    expect(provider.requests.length).toBe(before);
  });

  it("refuses a turn whose image file is gone with 422 attachment_missing: nothing spent, the attachment kept", async () => {
    const user = await buildUser(context, { tier: "basic" });
    const headers = { authorization: (await signInAs(context, user)).authorization };
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const uploaded = await upload(headers, "grafico.png", "image/png", png);
    const { id } = uploaded.json<{ id: string }>();
    const { rows } = await context.database.pool.query<{ storage_key: string }>(
      "SELECT storage_key FROM chat_attachments WHERE id = $1",
      [id],
    );
    await createAttachmentStore(context).remove(rows[0]?.storage_key ?? "");
    const before = provider.requests.length;
    const response = await chat(headers, { message: "¿Qué muestra?", attachmentIds: [id] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: "attachment_missing", details: { attachmentId: id } } });
    expect(provider.requests.length).toBe(before);
    expect(await queriesUsed(context, user.id)).toBe(0);
    const kept = await context.database.pool.query("SELECT id FROM chat_attachments WHERE id = $1", [id]);
    expect(kept.rowCount).toBe(1);
  });
});
