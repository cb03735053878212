import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZNewsletterSendSchema, type TNewsletterSend } from "../../contracts/newsletter";
import { buildPost } from "../blog/factories";
import { emails, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../db/schema/index";
import { createTestApp, startTestInstance } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";
import { insertSendWithDeliveries, STALE_CLAIM_SECONDS } from "./send-store";
import { processSend } from "./sends";

const { app, context, database } = await createTestApp({ PUBLIC_URL: "https://plataforma.example" });
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
    const send = ZNewsletterSendSchema.parse(
      (await app.inject({ method: "GET", url: `/api/admin/newsletter/sends/${id}`, headers })).json(),
    );
    if (send.status === "sent") return send;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("send did not finish");
}

const postEmails = (subject: string) =>
  db
    .select()
    .from(emails)
    .where(and(eq(emails.template, "newsletter.post"), eq(emails.subject, subject)));

describe("sending a post as a newsletter", () => {
  it("mails each confirmed subscriber once, in their language, with an unsubscribe link, and reports progress", async () => {
    const confirmed = [
      await buildSubscriber("confirmed"),
      await buildSubscriber("confirmed", "en"),
      await buildSubscriber("confirmed", "ca"),
    ];
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
    expect(english?.link).toBe(
      `https://plataforma.example/api/newsletter/unsubscribe?token=${confirmed[1]?.unsubscribeToken}`,
    );
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
    const { id, total } = (await insertSendWithDeliveries(db, post.id)) ?? { id: "", total: 0 };
    await Promise.all([1, 2, 3].map(() => processSend(context, id, "https://plataforma.example")));
    const sent = await postEmails("Boletín concurrente");
    expect(sent).toHaveLength(total);
    expect(new Set(sent.map((message) => message.to)).size).toBe(total);
    expect((await waitUntilSent(id)).sent).toBe(total);
  });

  it("mails a post once when two admins send it at the same moment", async () => {
    await buildSubscriber("confirmed");
    const post = await buildPost(context, { title: "Boletín doble clic" });
    const answers = await Promise.all([sendPost(post.id), sendPost(post.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const accepted = answers.find((answer) => answer.statusCode === 202);
    const send = await waitUntilSent(accepted?.json<{ id: string }>().id ?? "");
    const sent = await postEmails("Boletín doble clic");
    expect(sent).toHaveLength(send.total);
    expect(new Set(sent.map((message) => message.to)).size).toBe(send.total);
  });

  it("mails recipients a dead worker had claimed once the claim is stale, and leaves live claims alone", async () => {
    const post = await buildPost(context, { title: "Boletín reanudado" });
    const queued = await insertSendWithDeliveries(db, post.id);
    if (!queued) throw new Error("send not queued");
    const deliveries = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, queued.id));
    const [live, ...stale] = deliveries;
    if (!live) throw new Error("no deliveries");
    const longAgo = new Date(Date.now() - (STALE_CLAIM_SECONDS + 60) * 1000);
    await db
      .update(newsletterDeliveries)
      .set({ status: "sending", claimedAt: longAgo })
      .where(eq(newsletterDeliveries.sendId, queued.id));
    await db.update(newsletterDeliveries).set({ claimedAt: new Date() }).where(eq(newsletterDeliveries.id, live.id));

    await processSend(context, queued.id, "https://plataforma.example");
    expect(await postEmails("Boletín reanudado")).toHaveLength(stale.length);
    const [send] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, queued.id));
    expect(send?.status).toBe("sending");
  });

  it("on shutdown finishes the message in hand and gives the other claims back for the next start", async () => {
    const post = await buildPost(context, { title: "Boletín al apagar" });
    const stopping = await startTestInstance(database, { PUBLIC_URL: "https://plataforma.example" });
    const queued = await stopping.app.inject({
      method: "POST",
      url: "/api/admin/newsletter/sends",
      headers,
      payload: { postId: post.id },
    });
    const { id } = queued.json<{ id: string }>();
    await stopping.app.close();

    const rows = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, id));
    expect(rows.filter((row) => row.status === "sending")).toHaveLength(0);
    await processSend(context, id, "https://plataforma.example");
    const sent = await postEmails("Boletín al apagar");
    expect(sent).toHaveLength(rows.length);
    expect(new Set(sent.map((message) => message.to)).size).toBe(rows.length);
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
    await db
      .insert(newsletterSubscribers)
      .values({ email: "=cmd@example.com", status: "confirmed", unsubscribeToken: "unsub-formula" });
    const list = await app.inject({
      method: "GET",
      url: "/api/admin/newsletter/subscribers?status=confirmed&limit=5",
      headers,
    });
    const body = list.json<{ subscribers: { status: string }[]; counts: { confirmed: number }; total: number }>();
    expect(body.subscribers.length).toBeLessThanOrEqual(5);
    expect(body.subscribers.every((subscriber) => subscriber.status === "confirmed")).toBe(true);
    expect(body.counts.confirmed).toBe(body.total);

    const csv = await app.inject({ method: "GET", url: "/api/admin/newsletter/subscribers.csv?q=cmd", headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("email,language,status,created_at,confirmed_at,unsubscribed_at");
    expect(lines[1]?.startsWith("'=cmd@example.com,es,confirmed,")).toBe(true);
  });
});
