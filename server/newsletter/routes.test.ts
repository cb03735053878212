import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails, newsletterSubscribers } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { openEmailLink } from "../test/email-links";

const { app, context } = await createTestApp({ PUBLIC_URL: "https://plataforma.example" });
const { db } = context.database;

let ipCounter = 0;
const subscribeRequest = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/functions/newsletter-subscribe",
    payload,
    headers,
    remoteAddress: `10.2.0.${++ipCounter}`,
  });
const emailsTo = (to: string) => db.select().from(emails).where(eq(emails.to, to));
const subscriberOf = async (email: string) =>
  (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
/** The token of the last link e-mailed to `to`. */
const lastLinkTo = async (to: string) => {
  const sent = await emailsTo(to);
  return new URL(sent.at(-1)?.link ?? "https://x.invalid");
};

describe("newsletter-subscribe (double opt-in)", () => {
  it("stores a pending subscriber and mails a confirmation link in Spanish by default", async () => {
    const response = await subscribeRequest({ email: "Nuevo@Example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "pending" });
    expect((await subscriberOf("nuevo@example.com"))?.status).toBe("pending");
    const [message] = await emailsTo("nuevo@example.com");
    expect(message).toMatchObject({
      template: "newsletter.confirm",
      subject: "Confirma tu suscripción a la newsletter",
    });
    expect(message?.link).toMatch(/^https:\/\/plataforma\.example\/api\/newsletter\/confirm\?token=/);
  });

  it("writes the e-mail in the language asked for, or the browser's", async () => {
    await subscribeRequest({ email: "catala@example.com", language: "ca" });
    await subscribeRequest({ email: "english@example.com" }, { "accept-language": "en-GB,en;q=0.9" });
    expect((await emailsTo("catala@example.com"))[0]?.subject).toBe("Confirma la teva subscripció al butlletí");
    expect((await emailsTo("english@example.com"))[0]?.subject).toBe("Confirm your newsletter subscription");
    expect((await subscriberOf("english@example.com"))?.language).toBe("en");
  });

  it("confirms through the e-mailed link, then a second subscription is not an error and sends nothing", async () => {
    await subscribeRequest({ email: "doble@example.com" });
    const link = await lastLinkTo("doble@example.com");
    const { landing, submitted: confirmed } = await openEmailLink(app, link.toString());
    expect(landing.headers["content-type"]).toContain("text/html");
    expect(landing.body).toContain("Confirmar suscripción");
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/?newsletter=confirmed");
    expect((await subscriberOf("doble@example.com"))?.status).toBe("confirmed");

    const again = await subscribeRequest({ email: "DOBLE@example.com" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "confirmed" });
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "doble@example.com")),
    ).toHaveLength(1);
    expect(await emailsTo("doble@example.com")).toHaveLength(1);

    const { submitted: reused } = await openEmailLink(app, link.toString());
    expect(reused.headers.location).toBe("/?newsletter=invalid");
  });

  it("sends a fresh link when a pending address subscribes again; the old link stops working", async () => {
    await subscribeRequest({ email: "pendiente@example.com" });
    const first = await lastLinkTo("pendiente@example.com");
    await subscribeRequest({ email: "pendiente@example.com" });
    const second = await lastLinkTo("pendiente@example.com");
    const old = await app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token: first.searchParams.get("token") },
    });
    expect(old.json()).toEqual({ result: "invalid" });
    const fresh = await app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token: second.searchParams.get("token") },
    });
    expect(fresh.json()).toEqual({ result: "confirmed" });
  });

  it("mails one address at most three confirmations an hour, answering the same each time", async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await subscribeRequest({ email: "insistente@example.com" })).json()).toEqual({ status: "pending" });
    }
    expect(await emailsTo("insistente@example.com")).toHaveLength(3);
  });

  it("unsubscribes with the subscriber's link and asks for a new opt-in to come back", async () => {
    await subscribeRequest({ email: "baja@example.com" });
    const link = await lastLinkTo("baja@example.com");
    await openEmailLink(app, link.toString());
    const subscriber = await subscriberOf("baja@example.com");
    const { submitted: left } = await openEmailLink(
      app,
      `/api/newsletter/unsubscribe?token=${subscriber?.unsubscribeToken}`,
    );
    expect(left.headers.location).toBe("/?newsletter=unsubscribed");
    expect((await subscriberOf("baja@example.com"))?.status).toBe("unsubscribed");
    expect((await subscribeRequest({ email: "baja@example.com" })).json()).toEqual({ status: "pending" });
    expect(await emailsTo("baja@example.com")).toHaveLength(2);
  });

  it.each([
    ["an empty e-mail", ""],
    ["an e-mail without @", "sin-arroba"],
    ["a half address", "a@"],
    ["an address without a domain dot", "a@b"],
    ["a NUL byte", "ana\u0000@example.com"],
    ["a huge address", `${"a".repeat(300)}@example.com`],
  ])("answers 400 invalid_email for %s and stores nothing", async (_name, email) => {
    const before = await db.select().from(newsletterSubscribers);
    const response = await subscribeRequest({ email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "invalid_email" } });
    expect(await db.select().from(newsletterSubscribers)).toEqual(before);
  });

  it("answers 400 validation_failed for a body that is not an address at all", async () => {
    for (const payload of [{}, { email: 42 }, { email: "ana@example.com", language: "fr" }]) {
      const response = await subscribeRequest(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    }
  });

  it("answers invalid for a bad or missing token", async () => {
    expect((await app.inject({ method: "GET", url: "/api/newsletter/confirm" })).headers.location).toBe(
      "/?newsletter=invalid",
    );
    expect(
      (await openEmailLink(app, "/api/newsletter/unsubscribe?token=nope-nope-nope")).submitted.headers.location,
    ).toBe("/?newsletter=invalid");
  });

  it("changes nothing when a mail scanner only opens the links", async () => {
    await subscribeRequest({ email: "escaner@example.com" });
    const link = await lastLinkTo("escaner@example.com");
    expect((await app.inject({ method: "GET", url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    expect((await subscriberOf("escaner@example.com"))?.status).toBe("pending");
    await openEmailLink(app, link.toString());
    const subscriber = await subscriberOf("escaner@example.com");
    const opened = await app.inject({
      method: "GET",
      url: `/api/newsletter/unsubscribe?token=${subscriber?.unsubscribeToken}`,
    });
    expect(opened.statusCode).toBe(200);
    expect((await subscriberOf("escaner@example.com"))?.status).toBe("confirmed");
  });

  it("unsubscribes with an RFC 8058 one-click POST to the link", async () => {
    await subscribeRequest({ email: "un-clic@example.com" });
    await openEmailLink(app, (await lastLinkTo("un-clic@example.com")).toString());
    const subscriber = await subscriberOf("un-clic@example.com");
    const response = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${subscriber?.unsubscribeToken}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: "unsubscribed" });
    expect((await subscriberOf("un-clic@example.com"))?.status).toBe("unsubscribed");
  });

  it("limits subscriptions per IP", async () => {
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/functions/newsletter-subscribe",
        payload: { email: `l${index}@example.com` },
        remoteAddress: "10.3.3.3",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
