import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { hasControlCharacters } from "../contracts/text";
import { buildApp } from "./app";
import { buildTestConfig } from "./core/config";
import { createContext } from "./context";
import { createLogger } from "./core/logger";
import { buildAdmin, signInAs } from "./test/factories";
import { createTestDatabase } from "./test/database";

// The real app with a built page, so page paths go through the same resolvers as in production.
const webDistDir = mkdtempSync(path.join(tmpdir(), "platform-web-"));
writeFileSync(path.join(webDistDir, "index.html"), "<html><head><title>Plataforma</title></head><body></body></html>");
const config = buildTestConfig({ RATE_LIMITS_ENABLED: "false", LOG_LEVEL: "warn" });
// Every line the app logs, to check that none carries what the visitor sent.
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const context = createContext(config, await createTestDatabase(), createLogger(config, logStream));
const app = await buildApp({ context, webDistDir });
await app.ready();
afterAll(async () => {
  await app.close();
  await context.close();
});
const admin = await signInAs(context, await buildAdmin(context));

const NUL = "\u0000";
const SECRET = "secreto-personal";
const contact = {
  name: "Ana",
  email: "ana@example.com",
  company: "ACME",
  inquiryType: "sales",
  subject: "Hola",
  message: "Un mensaje bastante largo.",
};
const comment = { name: "Ana", email: "ana@example.com", content: "Buen artículo" };

interface Case {
  name: string;
  method: "GET" | "POST" | "PATCH";
  url: string;
  body?: object;
  admin?: boolean;
}

const enc = encodeURIComponent(`${SECRET}${NUL}`);
const CASES: Case[] = [
  { name: "blog search", method: "GET", url: `/api/blog/posts?q=${enc}` },
  { name: "blog category", method: "GET", url: `/api/blog/posts?category=${enc}` },
  { name: "post slug", method: "GET", url: `/api/blog/posts/${enc}` },
  { name: "category slug", method: "GET", url: `/api/blog/categories/${enc}` },
  { name: "comments slug", method: "GET", url: `/api/blog/posts/${enc}/comments` },
  {
    name: "comment name",
    method: "POST",
    url: "/api/blog/posts/hola/comments",
    body: { ...comment, name: `Ana${NUL}` },
  },
  {
    name: "comment content",
    method: "POST",
    url: "/api/blog/posts/hola/comments",
    body: { ...comment, content: `Hola${NUL}` },
  },
  {
    name: "newsletter confirm token",
    method: "POST",
    url: "/api/newsletter/confirm",
    body: { token: `${SECRET}${NUL}` },
  },
  {
    name: "newsletter unsubscribe token",
    method: "POST",
    url: "/api/newsletter/unsubscribe",
    body: { token: `${SECRET}${NUL}` },
  },
  { name: "unsubscribe link token", method: "GET", url: `/api/newsletter/unsubscribe?token=${enc}` },
  { name: "auth verify token", method: "GET", url: `/api/auth/verify?type=signup&token=${enc}` },
  {
    name: "auth refresh token",
    method: "POST",
    url: "/api/auth/token?grant_type=refresh_token",
    body: { refresh_token: `${SECRET}${NUL}` },
  },
  {
    name: "auth sign-up display name",
    method: "POST",
    url: "/api/auth/signup",
    body: { email: "ana@example.com", password: "x", data: { display_name: `Ana${NUL}` } },
  },
  {
    name: "secure-signup display name",
    method: "POST",
    url: "/api/functions/secure-signup",
    body: { email: "ana@example.com", password: "x", display_name: `Ana${NUL}` },
  },
  {
    name: "quick-access code",
    method: "POST",
    url: "/api/functions/quick-access-with-code",
    body: { code: `ABCD${NUL}` },
  },
  {
    name: "quick-access device token",
    method: "POST",
    url: "/api/functions/quick-access-with-code",
    body: { code: "ABCD", deviceToken: `device-token${NUL}` },
  },
  {
    name: "newsletter e-mail",
    method: "POST",
    url: "/api/functions/newsletter-subscribe",
    body: { email: `ana${NUL}@example.com` },
  },
  ...(["name", "company", "subject", "message"] as const).map((field): Case => ({
    name: `contact ${field}`,
    method: "POST",
    url: "/api/contact",
    body: { ...contact, [field]: `${contact[field]}${SECRET}${NUL}` },
  })),
  { name: "contact name with a newline", method: "POST", url: "/api/contact", body: { ...contact, name: "Ana\nBea" } },
  {
    name: "contact subject with an escape",
    method: "POST",
    url: "/api/contact",
    body: { ...contact, subject: "Hola\u001b[31m" },
  },
  { name: "admin post search", method: "GET", url: `/api/admin/blog/posts?q=${enc}`, admin: true },
  { name: "admin subscriber search", method: "GET", url: `/api/admin/newsletter/subscribers?q=${enc}`, admin: true },
  {
    name: "admin subscriber CSV search",
    method: "GET",
    url: `/api/admin/newsletter/subscribers.csv?q=${enc}`,
    admin: true,
  },
  { name: "admin user search", method: "GET", url: `/api/admin/users?query=${enc}`, admin: true },
  { name: "admin slug suggestion", method: "GET", url: `/api/admin/blog/slug?title=${enc}`, admin: true },
  {
    name: "admin post title",
    method: "POST",
    url: "/api/admin/blog/posts",
    body: { title: `Hola${NUL}` },
    admin: true,
  },
  {
    name: "admin post content",
    method: "POST",
    url: "/api/admin/blog/posts",
    body: { title: "Hola", content: `a${NUL}` },
    admin: true,
  },
  {
    name: "admin category name",
    method: "POST",
    url: "/api/admin/blog/categories",
    body: { name: `IA${NUL}` },
    admin: true,
  },
  {
    name: "admin access-code note",
    method: "POST",
    url: "/api/admin/access-codes",
    body: { kind: "quick_access", tier: "basic", duration_days: 30, max_uses: 1, note: `n${NUL}` },
    admin: true,
  },
  { name: "blog page slug", method: "GET", url: `/blog/${enc}` },
  { name: "category page slug", method: "GET", url: `/blog/categoria/${enc}` },
  { name: "page path that is not valid percent-encoding", method: "GET", url: "/blog/%E0%A4%A" },
];

describe("text inputs refuse control characters", () => {
  it.each(CASES)("$name → 400", async ({ method, url, body, admin: asAdmin }) => {
    const response = await app.inject({
      method,
      url,
      payload: body,
      headers: asAdmin ? { authorization: admin.authorization } : {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/validation_failed|control characters|invalid_email/);
  });

  it("never writes what the visitor sent to the log", () => {
    expect(logLines.join("\n")).not.toContain(SECRET);
  });

  it("logs a failed query without its parameters", async () => {
    const failure = await context.database.db
      .execute(sql`select ${`${SECRET} ana@example.com`}::uuid`)
      .catch((error: unknown) => error);
    context.log.error({ err: failure }, "request failed");
    const line = logLines.at(-1) ?? "";
    expect(line).toContain("Failed query: select $1::uuid");
    expect(line).toContain("22P02");
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain("ana@example.com");
  });

  it("keeps tab and line breaks in multi-line text", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, message: "Primera línea\n\tsegunda línea\r\ntercera." },
    });
    expect(response.statusCode).toBe(201);
  });

  it("answers 400 to a page request with a malformed Host", async () => {
    const response = await app.inject({ method: "GET", url: "/blog", headers: { host: "a b" } });
    expect(response.statusCode).toBe(400);
  });
});

describe("hasControlCharacters", () => {
  it.each([
    ["plain", "Hola, señor", false],
    ["NUL", "a\u0000b", true],
    ["escape", "\u001b[31m", true],
    ["DEL", "a\u007f", true],
    ["newline", "a\nb", true],
  ])("%s", (_label, value, expected) => {
    expect(hasControlCharacters(value)).toBe(expected);
  });
});
