import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { buildPost } from "../blog/factories";
import { emails, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../db/schema/index";
import { createTestApp, startTestInstance } from "../test/app";
import { insertSendWithDeliveries, STALE_CLAIM_SECONDS } from "./send-store";
import { processSend } from "./sends";

/** An SMTP server that holds the first message until told to go on: a worker stalled mid-batch. */
let onFirstMessage: () => void = () => undefined;
const firstMessageArrived = new Promise<void>((resolve) => (onFirstMessage = resolve));
let letFirstMessageGo: () => void = () => undefined;
const firstMessageMayGo = new Promise<void>((resolve) => (letFirstMessageGo = resolve));
let messages = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      messages += 1;
      if (messages > 1) return callback();
      onFirstMessage();
      void firstMessageMayGo.then(() => callback());
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ORIGIN = "https://plataforma.example";
const { context, database } = await createTestApp({ PUBLIC_URL: ORIGIN });
const slow = await startTestInstance(database, { PUBLIC_URL: ORIGIN, SMTP_URL: `smtp://127.0.0.1:${port}` });
const { db } = context.database;

describe("a newsletter batch claimed again while its first worker is stalled", () => {
  it("is mailed by the new holder only: the stalled worker mails nobody it no longer holds", async () => {
    const recipients = ["uno", "dos", "tres", "cuatro"].map((name) => `${name}@lectores.example`);
    for (const [index, email] of recipients.entries()) {
      await db
        .insert(newsletterSubscribers)
        .values({ email, status: "confirmed", language: "es", unsubscribeToken: `claims-token-${index}-0000` });
    }
    const post = await buildPost(context, { title: "Boletín con retraso" });
    const send = await insertSendWithDeliveries(db, post.id);
    if (!send) throw new Error("send not queued");

    // Worker A claims the whole batch and stalls on its first message.
    const stalled = processSend(slow.context, send.id, ORIGIN);
    await firstMessageArrived;
    // Its claims go stale (as after STALE_CLAIM_SECONDS) and worker B takes the batch over.
    await db
      .update(newsletterDeliveries)
      .set({ claimedAt: sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS + 60})` })
      .where(and(eq(newsletterDeliveries.sendId, send.id), eq(newsletterDeliveries.status, "sending")));
    await processSend(context, send.id, ORIGIN);
    letFirstMessageGo();
    await stalled;

    const mailed = await db
      .select({ to: emails.to })
      .from(emails)
      .where(and(eq(emails.template, "newsletter.post"), eq(emails.subject, "Boletín con retraso")));
    const perRecipient = recipients.map((email) => mailed.filter((row) => row.to === email).length);
    // Only the message in A's hands when B took over goes out twice; the rest of A's batch is B's.
    expect(perRecipient.filter((count) => count === 0)).toHaveLength(0);
    expect(perRecipient.filter((count) => count > 1)).toHaveLength(1);
    const rows = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send.id));
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
    const [finished] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, send.id));
    expect(finished).toMatchObject({ status: "sent", sent: 4 });
  });
});
