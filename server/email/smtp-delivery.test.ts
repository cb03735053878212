import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { emails } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { strongPassword, uniqueEmail } from "../test/auth-helpers";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const { app, context } = await createTestApp({
  RATE_LIMITS_ENABLED: "false",
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: "Plataforma <no-reply@plataforma.test>",
  PUBLIC_URL: "http://plataforma.test",
});

describe("SMTP delivery", () => {
  it("delivers the sign-up confirmation to a real SMTP server and marks it sent", async () => {
    const email = uniqueEmail("smtp");
    const response = await app.inject({
      method: "POST",
      url: "/api/functions/secure-signup",
      payload: { email, password: strongPassword(), language: "en" },
    });
    expect(response.statusCode).toBe(200);
    const message = received.find((item) => item.to.includes(email));
    expect(message?.from).toBe("no-reply@plataforma.test");
    expect(message?.raw).toContain("Subject: Confirm your account");
    expect(decodeQuotedPrintable(message?.raw ?? "")).toContain("http://plataforma.test/api/auth/verify?token=");
    const [stored] = await context.database.db.select().from(emails).where(eq(emails.to, email));
    expect(stored?.status).toBe("sent");
    expect(stored?.sentAt).not.toBeNull();
    const metrics = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toMatch(/^emails_total\{status="sent"\} [1-9]/m);
  });

  it("stores what SMTP delivered with its token redacted, so the copy cannot sign anybody in", async () => {
    const email = uniqueEmail("smtp");
    await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password: strongPassword() } });
    const delivered = decodeQuotedPrintable(received.find((item) => item.to.includes(email))?.raw ?? "");
    const token = /verify\?token=([\w-]+)/.exec(delivered)?.[1] ?? "missing";
    expect(token).toHaveLength(43);

    const [stored] = await context.database.db.select().from(emails).where(eq(emails.to, email));
    expect(stored?.link).toContain("token=[redacted]");
    for (const copy of [stored?.link, stored?.text, stored?.html]) expect(copy).not.toContain(token);
  });

  it("stores newsletter e-mails without their confirmation token", async () => {
    const email = uniqueEmail("news");
    await app.inject({ method: "POST", url: "/api/functions/newsletter-subscribe", payload: { email } });
    const delivered = decodeQuotedPrintable(received.find((item) => item.to.includes(email))?.raw ?? "");
    const token = /confirm\?token=([\w-]+)/.exec(delivered)?.[1] ?? "missing";
    const [stored] = await context.database.db.select().from(emails).where(eq(emails.to, email));
    for (const copy of [stored?.link, stored?.text, stored?.html]) expect(copy).not.toContain(token);
  });
});

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
