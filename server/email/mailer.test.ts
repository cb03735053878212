import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails } from "../db/schema/index";
import { createTestDatabase } from "../test/database";
import { createMailer } from "./mailer";

const { db } = await createTestDatabase();
const LINK = "http://localhost:3000/api/auth/verify?token=secret-token-123&type=signup";

function captureLog() {
  const lines: unknown[] = [];
  return {
    lines,
    log: { info: (object: unknown) => void lines.push(object), error: (object: unknown) => void lines.push(object) },
  };
}

function outgoing(to: string) {
  return {
    to,
    subject: "Confirma",
    text: `Pulsa ${LINK}`,
    link: LINK,
    template: "auth.signup-confirmation",
    secrets: ["secret-token-123"],
  };
}

describe("the outbox (no SMTP)", () => {
  it("keeps the raw link, the only delivery channel, and logs no link outside development", async () => {
    const { lines, log } = captureLog();
    await createMailer({ db, from: "x@localhost", log }).send(outgoing("outbox@example.com"));
    const [stored] = await db.select().from(emails).where(eq(emails.to, "outbox@example.com"));
    expect(stored?.link).toBe(LINK);
    expect(JSON.stringify(lines)).not.toContain("secret-token-123");
    expect(JSON.stringify(lines)).not.toContain("outbox@example.com");
  });

  it("logs the link in development so a developer can follow it", async () => {
    const { lines, log } = captureLog();
    await createMailer({ db, from: "x@localhost", logLinks: true, log }).send(outgoing("dev@example.com"));
    expect(JSON.stringify(lines)).toContain(LINK);
  });
});
