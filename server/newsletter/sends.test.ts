import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZNewsletterSendSchema, type TNewsletterSend } from "../../contracts/newsletter";
import { buildPost } from "../blog/factories";
import { emails, newsletterSubscribers } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";
import { insertSendWithDeliveries } from "./send-store";
import { processSend } from "./sends";

const { app, context } = await createTestApp({ PUBLIC_URL: "https://plataforma.example" });
const { db } = context.database;
const headers = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

let counter = 0;
async function buildSubscriber(status: string, language = "es") {
  counter += 1;
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: `lector${counter}@example.com`, status, language, unsubscribeToken: `unsub-token-${counter}` })
    .returning();
  if (!row) throw new Error("subscriber insert returned nothing");
  return row;
}

async function sendPost(postId: string) {
  return app.inject({ method: "POST", url: "/api/admin/newsletter/sends", headers, payload: { postId } });
}

async function waitUntilSent(id: string): Promise<TNewsletterSend> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const send = ZNewsletterSendSchema.parse((await app.inject({ method: "GET", url: `/api/admin/newsletter/sends/${id}`, headers })).json());
    if (send.status === "sent") return send;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("send did not finish");
}

const postEmails = (subject: string) => db.select().from(emails).where(and(eq(emails.template, "newsletter.post"), eq(emails.subject, subject)));

describe("sending a post as a newsletter", () => {
  it("mails each confirmed subscriber once, in their language, with an unsubscribe link, and reports progress", async () => {
    const confirmed = [await buildSubscriber("confirmed"), await buildSubscriber("confirmed", "en"), await buildSubscriber("confirmed", "ca")];
    await buildSubscriber("pending");
    await buildSubscriber("unsubscribed");
    const post = await buildPost(context, { title: "Boletín uno", excerpt: "Resumen <b>uno</b>" });

    const queued = await sendPost(post.id);
    expect(queued.statusCode).toBe(202);
    const send = await waitUntilSent(queued.json<{ id: string }>().id);
    expect(send).toMatchObject({ postTitle: "Boletín uno", total: 3, sent: 3, failed: 0 });
    expect(send.finishedAt).not.toBeNull();

    const sent = await postEmails("Boletín uno");
    expect(sent.map((message) => message.to).sort()).toEqual(confirmed.map((subscriber) => subscriber.email).sort());
    const english = sent.find((message) => message.to === confirmed[1]?.email);
    expect(english?.text).toContain("Read the full article: https://plataforma.example/blog/");
    expect(english?.link).toBe(`https://plataforma.example/api/newsletter/unsubscribe?token=${confirmed[1]?.unsubscribeToken}`);
    expect(english?.html).toContain("Resumen &lt;b&gt;uno&lt;/b&gt;");
  });

  it("sends a post again only to subscribers who have not had it", async () => {
    const post = await buildPost(context, { title: "Boletín dos" });
    const first = await sendPost(post.id);
    await waitUntilSent(first.json<{ id: string }>().id);
    const before = (await postEmails("Boletín dos")).length;
    const newcomer = await buildSubscriber("confirmed");
    const second = await waitUntilSent((await sendPost(post.id)).json<{ id: string }>().id);
    expect(second.total).toBe(1);
    const after = await postEmails("Boletín dos");
    expect(after).toHaveLength(before + 1);
    expect(after.filter((message) => message.to === newcomer.email)).toHaveLength(1);
  });

  it("never mails anyone twice when several workers run the same send", async () => {
    for (let index = 0; index < 120; index += 1) await buildSubscriber("confirmed");
    const post = await buildPost(context, { title: "Boletín concurrente" });
    const { id, total } = await insertSendWithDeliveries(db, post.id);
    await Promise.all([1, 2, 3].map(() => processSend(context, id, "https://plataforma.example")));
    const sent = await postEmails("Boletín concurrente");
    expect(sent).toHaveLength(total);
    expect(new Set(sent.map((message) => message.to)).size).toBe(total);
    expect((await waitUntilSent(id)).sent).toBe(total);
  });

  it("refuses a draft or scheduled post, an unknown post and a send already running", async () => {
    const draft = await buildPost(context, { published: false });
    const scheduled = await buildPost(context, { daysAgo: -1 });
    expect((await sendPost(draft.id)).json()).toMatchObject({ error: { code: "post_not_published" } });
    expect((await sendPost(scheduled.id)).statusCode).toBe(409);
    expect((await sendPost("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await sendPost("nope")).statusCode).toBe(400);
    const post = await buildPost(context, { title: "Boletín en curso" });
    await insertSendWithDeliveries(db, post.id);
    const busy = await sendPost(post.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: { code: "send_in_progress" } });
  });

  it("lists the sends of a post", async () => {
    const post = await buildPost(context, { title: "Boletín listado" });
    await waitUntilSent((await sendPost(post.id)).json<{ id: string }>().id);
    const list = await app.inject({ method: "GET", url: `/api/admin/newsletter/sends?postId=${post.id}`, headers });
    expect(list.json<{ sends: { postId: string }[] }>().sends.map((send) => send.postId)).toEqual([post.id]);
  });
});

describe("subscribers back office", () => {
  it("lists subscribers with counts and exports CSV with formulas defused", async () => {
    await buildSubscriber("pending");
    await db.insert(newsletterSubscribers).values({ email: "=cmd@example.com", status: "confirmed", unsubscribeToken: "unsub-formula" });
    const list = await app.inject({ method: "GET", url: "/api/admin/newsletter/subscribers?status=confirmed&limit=5", headers });
    const body = list.json<{ subscribers: { status: string }[]; counts: { confirmed: number }; total: number }>();
    expect(body.subscribers.length).toBeLessThanOrEqual(5);
    expect(body.subscribers.every((subscriber) => subscriber.status === "confirmed")).toBe(true);
    expect(body.counts.confirmed).toBe(body.total);

    const csv = await app.inject({ method: "GET", url: "/api/admin/newsletter/subscribers.csv?q=cmd", headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("email,language,status,created_at,confirmed_at,unsubscribed_at");
    expect(lines[1]?.startsWith("'=cmd@example.com,es,confirmed,")).toBe(true);
  });
});
