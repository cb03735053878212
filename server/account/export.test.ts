import { describe, expect, it } from "vitest";
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { unzipSync, strFromU8 } from "fflate";
import * as schema from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { buildPost } from "../blog/factories";
import { buildCourse } from "../courses/test-helpers";
import { createAttachmentStore } from "../assistants/attachments";
import { PERSONAL_DATA } from "../personal-data";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const { db } = context.database;

/** Tables that hold a user id (a foreign key to users) or an e-mail address. */
function personalTables(): PgTable[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((value) => value as unknown as PgTable)
    .filter((table) => {
      const config = getTableConfig(table);
      const pointsAtUsers = config.foreignKeys.some((key) => key.reference().foreignTable === schema.users);
      const holdsEmail = config.columns.some((column) => column.name === "email" || column.name === "to");
      return table === schema.users || pointsAtUsers || holdsEmail;
    });
}

describe("the export covers the schema", () => {
  it("names every table with a user id or an e-mail in a section or among those left out", () => {
    const covered = new Set([
      ...PERSONAL_DATA.sections.flatMap((section) => section.tables),
      ...PERSONAL_DATA.notExported.map((entry) => entry.table),
    ]);
    const forgotten = personalTables()
      .filter((table) => !covered.has(table))
      .map(getTableName);
    expect(forgotten).toEqual([]);
    expect(personalTables().length).toBeGreaterThan(15);
  });
});

/** A user with a row in every table the export covers, and a chat file in the store. */
async function buildUserWithEverything(label: string) {
  const user = await buildUser(context, { email: `${label}@example.com`, displayName: label });
  const { authorization } = await signInAs(context, user);
  const post = await buildPost(context, { authorId: user.id });
  const { course, lessons } = await buildCourse(context, { tier: "free", lessons: 1 });
  const [assistant] = await db
    .insert(schema.assistants)
    .values({ name: `Asistente ${label}`, slug: `asistente-${label}`, category: "general", systemPrompt: "x" })
    .returning();
  if (!assistant || !lessons[0]) throw new Error("fixtures missing");
  const [conversation] = await db
    .insert(schema.chatConversations)
    .values({ userId: user.id, assistantId: assistant.id, title: `chat of ${label}` })
    .returning();
  if (!conversation) throw new Error("conversation insert failed");
  const [message] = await db
    .insert(schema.chatMessages)
    .values({ conversationId: conversation.id, role: "user", content: `question of ${label}` })
    .returning();
  if (!message) throw new Error("message insert failed");
  const fileBytes = Buffer.from(`%PDF-1.4 file of ${label}\n%%EOF\n`);
  const storageKey = `chat/test/${label}.pdf`;
  await createAttachmentStore(context).saveBuffer(storageKey, fileBytes);
  await db.insert(schema.chatAttachments).values({
    userId: user.id,
    messageId: message.id,
    kind: "pdf",
    contentType: "application/pdf",
    fileName: "contrato.pdf",
    size: fileBytes.length,
    storageKey,
  });
  await db
    .insert(schema.deviceSessions)
    .values({ userId: user.id, sessionTokenHash: `h-${label}`, deviceFingerprint: "f" });
  await db.insert(schema.aiDailyUsage).values({ userId: user.id, day: "2026-11-20", queries: 3 });
  await db.insert(schema.aiQueryLog).values({ userId: user.id, assistantId: assistant.id, day: "2026-11-20" });
  await db
    .insert(schema.trainingReflections)
    .values({ userId: user.id, theme: "ética", answers: { q1: `diary ${label}` } });
  await db
    .insert(schema.trainingQuizScores)
    .values({ userId: user.id, topic: "sesgos", bestCorrect: 4, bestTotal: 5, bestPercent: 80 });
  await db
    .insert(schema.aiMaturityAssessments)
    .values({ userId: user.id, answers: { a: 1 }, dimensions: { d: 2 }, overall: 40, level: 2 });
  await db
    .insert(schema.aiPromptFavourites)
    .values({ userId: user.id, title: "p", fields: { f: "v" }, prompt: "prompt" });
  await db.insert(schema.aiStrategyKits).values({ userId: user.id, kit: { vision: `kit ${label}` } });
  await db.insert(schema.aiTrainingPlans).values({ userId: user.id, title: "plan", plan: { weeks: 4 } });
  await db
    .insert(schema.lessonProgress)
    .values({ userId: user.id, lessonId: lessons[0].lesson.id, positionSeconds: 12, completedAt: new Date() });
  await db.insert(schema.courseCertificates).values({
    code: `CERT-${label}`,
    userId: user.id,
    courseId: course.id,
    displayName: label,
    courseTitle: course.title,
    totalMinutes: 30,
  });
  await db
    .insert(schema.blogComments)
    .values({ postId: post.id, name: label, email: user.email, content: `comment ${label}` });
  const [code] = await db
    .insert(schema.accessCodes)
    .values({ code: `CODE-${label.toUpperCase()}`, kind: "activation", tier: "basic", durationDays: 30 })
    .returning();
  if (!code) throw new Error("code insert failed");
  await db.insert(schema.accessCodeRedemptions).values({ codeId: code.id, userId: user.id });
  await db.insert(schema.newsletterSubscribers).values({ email: user.email, unsubscribeToken: `unsub-${label}` });
  await db
    .insert(schema.contactMessages)
    .values({ name: label, email: user.email, inquiryType: "sales", subject: "s", message: "m" });
  await db.insert(schema.emails).values({ to: user.email, subject: `mail ${label}`, text: "t", template: "test" });
  await db
    .insert(schema.uploadedFiles)
    .values({ storageKey: `blog/${label}.png`, contentType: "image/png", size: 1, ownerId: user.id, purpose: "blog" });
  await db.insert(schema.billingSubscriptions).values({ userId: user.id, stripeCustomerId: `cus_${label}` });
  await db.insert(schema.apiKeys).values({
    userId: user.id,
    name: `key of ${label}`,
    keyHash: `key-hash-${label}`,
    prefix: "pk_live_abcd",
    last4: "wxyz",
  });
  await db.insert(schema.webhooks).values({
    userId: user.id,
    url: `https://hooks.example.com/${label}`,
    events: ["job.done"],
    secretSealed: `sealed-secret-${label}`,
  });
  await db.insert(schema.serviceJobs).values({
    ownerId: user.id,
    kind: "document",
    status: "done",
    input: { task: "summary" },
    result: { summary: `summary ${label}`, keyPoints: [] },
    queryDay: "2026-11-20",
    quotaTier: "premium",
  });
  return { user, authorization, fileBytes };
}

/** Empty arrays anywhere in a section mean a table the export failed to read. */
function emptyParts(value: unknown, path: string): string[] {
  if (value === null || value === undefined) return [path];
  if (Array.isArray(value)) return value.length === 0 ? [path] : [];
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      Array.isArray(inner) ? emptyParts(inner, `${path}.${key}`) : [],
    );
  }
  return [];
}

describe("GET /api/account/export", () => {
  it("fills every section with the user's own data and nothing of anyone else", async () => {
    const ana = await buildUserWithEverything("ana-full");
    await buildUserWithEverything("bruno-full");
    const response = await app.inject({
      method: "GET",
      url: "/api/account/export",
      headers: { authorization: ana.authorization },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<Record<string, unknown>>();
    for (const section of PERSONAL_DATA.sections) {
      expect(data, section.key).toHaveProperty(section.key);
      expect(emptyParts(data[section.key], section.key)).toEqual([]);
    }
    const conversations = data.conversations as {
      title: string;
      messages: { content: string; attachments: { zip_path: string }[] }[];
    }[];
    expect(conversations).toMatchObject([
      { title: "chat of ana-full", messages: [{ content: "question of ana-full" }] },
    ]);
    expect(conversations[0]?.messages[0]?.attachments[0]?.zip_path).toMatch(/^files\/.+-contrato\.pdf$/);
    expect(response.body).toContain("diary ana-full");
    expect(response.body).toContain("kit ana-full");
    expect(response.body).not.toContain("bruno");
    expect(response.body).not.toMatch(/storage_?key|token_?hash|key_?hash|unsub-|fingerprint/i);
    expect(data.api_keys).toMatchObject([{ name: "key of ana-full", prefix: "pk_live_abcd", last4: "wxyz" }]);
    expect(data.webhooks).toMatchObject([{ url: "https://hooks.example.com/ana-full", events: ["job.done"] }]);
    expect(response.body).not.toContain("sealed-secret");
  });

  it("?format=zip streams a ZIP with the JSON and the chat files", async () => {
    const ana = await buildUserWithEverything("ana-zip");
    const response = await app.inject({
      method: "GET",
      url: "/api/account/export?format=zip",
      headers: { authorization: ana.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(/filename="mis-datos-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(entries["datos.json"] ?? new Uint8Array())) as {
      profile: { email: string };
      attachments: { zip_path: string }[];
    };
    expect(data.profile.email).toBe("ana-zip@example.com");
    const zipPath = data.attachments[0]?.zip_path ?? "";
    expect(Buffer.from(entries[zipPath] ?? []).equals(ana.fileBytes)).toBe(true);
    expect(Object.keys(entries)).toHaveLength(2);
  });

  it("?format=zip adds the files of the member's finished service jobs, in their language", async () => {
    const ana = await buildUserWithEverything("ana-jobs");
    const [job] = await db
      .insert(schema.serviceJobs)
      .values({
        ownerId: ana.user.id,
        kind: "document",
        status: "done",
        input: { task: "summary", text: "Un contrato." },
        result: { task: "summary", summary: "Un contrato de ana-jobs.", keyPoints: ["Dura un año"] },
        fileNames: ["contrato.pdf"],
        queryDay: "2026-11-20",
        quotaTier: "premium",
      })
      .returning();
    const response = await app.inject({
      method: "GET",
      url: "/api/account/export?format=zip",
      headers: { authorization: ana.authorization },
    });
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const markdown = strFromU8(entries[`servicios/${job?.id}/result.md`] ?? new Uint8Array());
    expect(markdown).toContain("# Resumen del documento");
    expect(markdown).toContain("Un contrato de ana-jobs.");
    // A summary has no fields.csv: the export lists only the files a job has.
    expect(Object.keys(entries).filter((path) => path.startsWith(`servicios/${job?.id}/`))).toEqual([
      `servicios/${job?.id}/result.md`,
    ]);
  });

  it("refuses an unknown format with 400", async () => {
    const user = await buildUser(context);
    const { authorization } = await signInAs(context, user);
    const response = await app.inject({
      method: "GET",
      url: "/api/account/export?format=rar",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
  });
});
