import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { chatAttachments, chatConversations, chatMessages } from "../db/schema/index";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp, startTestInstance } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { startLocalS3 } from "../test/s3-server";
import { createAttachmentStore } from "./attachments";
import { sweepUnsentAttachments, UNSENT_ATTACHMENT_TTL_MS } from "./attachment-cleanup";
import { multipartFile } from "../../test-support/pdf-files";

const disk = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const s3 = await startLocalS3("platform-attachments");
const s3DataDir = `/tmp/platform-attachments-s3-${process.pid}`;
const bucket = await startTestInstance(disk.database, { RATE_LIMITS_ENABLED: "false", DATA_DIR: s3DataDir, ...s3.env });
const capped = await startTestInstance(disk.database, {
  RATE_LIMITS_ENABLED: "false",
  ATTACHMENT_STORAGE_PER_USER_MB: "1",
});
afterAll(async () => {
  await s3.close();
  await rm(s3DataDir, { recursive: true, force: true });
});
await insertDemoAssistants(disk.context);
const { db } = disk.context.database;

/** A PNG of random pixels: `side`² × 3 bytes that do not compress. */
async function noisePng(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

type Instance = typeof disk;

async function upload(instance: Instance, authorization: string, data: Buffer) {
  const body = multipartFile("foto.png", "image/png", data);
  return instance.app.inject({
    method: "POST",
    url: "/api/assistants/attachments",
    headers: { authorization, "content-type": body.contentType },
    payload: body.payload,
  });
}

async function uploadedKey(instance: Instance, authorization: string): Promise<{ id: string; key: string }> {
  const response = await upload(instance, authorization, await noisePng(40));
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: string }>();
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.id, id));
  if (!row) throw new Error("attachment row missing");
  return { id, key: row.storageKey };
}

/** A conversation whose one message carries the attachment. */
async function sendInConversation(userId: string, attachmentId: string): Promise<string> {
  const [assistant] = await db.query.assistants.findMany({ limit: 1 });
  if (!assistant) throw new Error("no assistant");
  const [conversation] = await db
    .insert(chatConversations)
    .values({ userId, assistantId: assistant.id, title: "con archivo" })
    .returning();
  if (!conversation) throw new Error("conversation insert failed");
  const [message] = await db
    .insert(chatMessages)
    .values({ conversationId: conversation.id, role: "user", content: "mira" })
    .returning();
  if (!message) throw new Error("message insert failed");
  await db.update(chatAttachments).set({ messageId: message.id }).where(eq(chatAttachments.id, attachmentId));
  return conversation.id;
}

describe.each([
  ["disk", disk],
  ["S3", bucket],
] as const)("chat files on %s", (_store, instance) => {
  const store = createAttachmentStore(instance.context);

  it("deleting a conversation removes its files from the store, not only the rows", async () => {
    const user = await buildUser(disk.context, { tier: "premium" });
    const { authorization } = await signInAs(disk.context, user);
    const sent = await uploadedKey(instance, authorization);
    const other = await uploadedKey(instance, authorization);
    const conversationId = await sendInConversation(user.id, sent.id);
    expect(await store.stat(sent.key)).toBeDefined();

    const response = await instance.app.inject({
      method: "DELETE",
      url: `/api/assistants/conversations/${conversationId}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(204);
    expect(await store.stat(sent.key)).toBeUndefined();
    expect(await db.select().from(chatAttachments).where(eq(chatAttachments.id, sent.id))).toEqual([]);
    // A file waiting for another message is not touched.
    expect(await store.stat(other.key)).toBeDefined();
  });

  it("deleting the account removes every file of the user from the store", async () => {
    const user = await buildUser(disk.context, { tier: "premium" });
    const { authorization } = await signInAs(disk.context, user);
    const sent = await uploadedKey(instance, authorization);
    const unsent = await uploadedKey(instance, authorization);
    await sendInConversation(user.id, sent.id);

    const response = await instance.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_email: user.email },
    });
    expect(response.statusCode).toBe(204);
    expect(await store.stat(sent.key)).toBeUndefined();
    expect(await store.stat(unsent.key)).toBeUndefined();
  });

  it("sweeps attachments never sent after 24 h, files and rows, and keeps the rest", async () => {
    const user = await buildUser(disk.context, { tier: "premium" });
    const { authorization } = await signInAs(disk.context, user);
    const stale = await uploadedKey(instance, authorization);
    const fresh = await uploadedKey(instance, authorization);
    const sentLongAgo = await uploadedKey(instance, authorization);
    await sendInConversation(user.id, sentLongAgo.id);
    const longAgo = new Date(Date.now() - UNSENT_ATTACHMENT_TTL_MS - 60_000);
    for (const id of [stale.id, sentLongAgo.id]) {
      await db.update(chatAttachments).set({ createdAt: longAgo }).where(eq(chatAttachments.id, id));
    }

    expect(await sweepUnsentAttachments(instance.context)).toBeGreaterThanOrEqual(1);
    expect(await store.stat(stale.key)).toBeUndefined();
    expect(await db.select().from(chatAttachments).where(eq(chatAttachments.id, stale.id))).toEqual([]);
    expect(await store.stat(fresh.key)).toBeDefined();
    expect(await store.stat(sentLongAgo.key)).toBeDefined();
  });
});

describe("per-user storage cap (ATTACHMENT_STORAGE_PER_USER_MB)", () => {
  it("refuses an upload past the cap with 413 storage_full and keeps nothing of it", async () => {
    const user = await buildUser(disk.context, { tier: "premium" });
    const { authorization } = await signInAs(disk.context, user);
    const image = await noisePng(420);
    expect(image.length).toBeGreaterThan(512 * 1024);
    expect((await upload(capped, authorization, image)).statusCode).toBe(201);

    const refused = await upload(capped, authorization, await noisePng(420));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      error: { code: "upload_error", details: { reason: "storage_full", capMb: 1 } },
    });
    expect(await db.select().from(chatAttachments).where(eq(chatAttachments.userId, user.id))).toHaveLength(1);
    // Another account has its own allowance.
    const other = await signInAs(disk.context, await buildUser(disk.context, { tier: "premium" }));
    expect((await upload(capped, other.authorization, image)).statusCode).toBe(201);
  });
});
