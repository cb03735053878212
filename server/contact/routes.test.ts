import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZContactMessageListSchema } from "../../contracts/contact";
import { contactMessages, emails } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";

const { app, context } = await createTestApp({ CONTACT_EMAIL: "equipo@plataforma.example" });
const { db } = context.database;
const headers = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

let ipCounter = 0;
const valid = {
  name: "Marta Ruiz",
  email: "Marta@Empresa.example",
  company: "Empresa SL",
  inquiryType: "demo",
  subject: "Demo para mi equipo",
  message: "Queremos ver una demostración para 20 personas.",
};
const send = (payload: Record<string, unknown>, extraHeaders: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    payload,
    headers: extraHeaders,
    remoteAddress: `10.4.0.${++ipCounter}`,
  });

describe("contact details", () => {
  it("answers the configured address to anyone, with no profile drawn by default", async () => {
    const response = await app.inject({ method: "GET", url: "/api/contact/details" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: "equipo@plataforma.example", socialLinks: [] });
  });
});

describe("contact form", () => {
  it("stores the message, copies it to CONTACT_EMAIL and acknowledges the sender", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, "marta@empresa.example"));
    expect(stored).toMatchObject({
      name: "Marta Ruiz",
      company: "Empresa SL",
      inquiryType: "demo",
      subject: "Demo para mi equipo",
      read: false,
    });

    const [copy] = await db.select().from(emails).where(eq(emails.to, "equipo@plataforma.example"));
    expect(copy?.subject).toBe("Nuevo mensaje de contacto: Demo para mi equipo");
    expect(copy?.text).toContain("Empresa: Empresa SL");
    expect(copy?.text).toContain("Tipo de consulta: Demostración");
    expect(copy?.text).toContain("Queremos ver una demostración para 20 personas.");

    const [acknowledgement] = await db.select().from(emails).where(eq(emails.to, "marta@empresa.example"));
    expect(acknowledgement?.subject).toBe("Hemos recibido tu mensaje");
    expect(acknowledgement?.text).toContain("24 horas");
    expect(acknowledgement?.text).toContain("de lunes a viernes, de 9:00 a 18:00 (CET)");
  });

  it("acknowledges in the sender's language without repeating anything they typed", async () => {
    const spam = "Win a prize at https://evil.example";
    await send({
      ...valid,
      email: "en@example.com",
      name: spam,
      subject: spam,
      message: `${spam} now`,
      language: "en",
    });
    const [acknowledgement] = await db.select().from(emails).where(eq(emails.to, "en@example.com"));
    expect(acknowledgement?.subject).toBe("We have received your message");
    expect(`${acknowledgement?.text} ${acknowledgement?.html}`).not.toContain("evil.example");
  });

  it("acknowledges one address at most three times an hour, while every message is kept and copied", async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await send({ ...valid, email: "victima@example.com" })).statusCode).toBe(201);
    expect(await db.select().from(emails).where(eq(emails.to, "victima@example.com"))).toHaveLength(3);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, "victima@example.com")),
    ).toHaveLength(5);
  });

  it("accepts a message without a company", async () => {
    const { company: _company, ...withoutCompany } = valid;
    expect((await send({ ...withoutCompany, email: "sin-empresa@example.com" })).statusCode).toBe(201);
  });

  it("answers every invalid field at once, with its path", async () => {
    const response = await send({
      name: "",
      email: "no",
      inquiryType: "spam",
      subject: "",
      message: "corto",
      company: "x".repeat(121),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      error: { code: string; message: string; details: { path: string; message: string }[] };
    }>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((detail) => detail.path).sort()).toEqual([
      "/company",
      "/email",
      "/inquiryType",
      "/message",
      "/name",
      "/subject",
    ]);
    expect(body.error.details.every((detail) => detail.message.length > 0)).toBe(true);
  });

  it("keeps nothing when the honeypot is filled", async () => {
    expect((await send({ ...valid, email: "bot@example.com", website: "x" })).statusCode).toBe(201);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "bot@example.com"))).toEqual([]);
  });
});

describe("contact inbox", () => {
  it("lists newest first, counts unread and marks read and unread", async () => {
    await send({ ...valid, email: "bandeja@example.com", subject: "Último" });
    const inbox = ZContactMessageListSchema.parse(
      (await app.inject({ method: "GET", url: "/api/admin/contact?status=unread", headers })).json(),
    );
    expect(inbox.messages[0]?.subject).toBe("Último");
    expect(inbox.unread).toBe(inbox.total);
    const id = inbox.messages[0]?.id ?? "";
    const marked = await app.inject({
      method: "PATCH",
      url: `/api/admin/contact/${id}`,
      headers,
      payload: { read: true },
    });
    expect(marked.json()).toMatchObject({ id, read: true });
    const after = ZContactMessageListSchema.parse(
      (await app.inject({ method: "GET", url: "/api/admin/contact", headers })).json(),
    );
    expect(after.unread).toBe(inbox.unread - 1);
    expect((await app.inject({ method: "DELETE", url: `/api/admin/contact/${id}`, headers })).statusCode).toBe(204);
    expect(
      (await app.inject({ method: "PATCH", url: `/api/admin/contact/${id}`, headers, payload: { read: false } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("priority support", () => {
  it("marks messages from enterprise accounts and lists them first, whatever their date", async () => {
    const enterprise = await buildUser(context, { tier: "enterprise" });
    const premium = await buildUser(context, { tier: "premium" });
    const asEnterprise = { authorization: (await signInAs(context, enterprise)).authorization };
    const asPremium = { authorization: (await signInAs(context, premium)).authorization };
    await send({ ...valid, email: enterprise.email, subject: "Empresa pide ayuda" }, asEnterprise);
    await send({ ...valid, email: premium.email, subject: "Premium pregunta" }, asPremium);
    // Typing an enterprise account's address without signing in marks nothing.
    await send({ ...valid, email: enterprise.email, subject: "Sin sesión" });
    const inbox = ZContactMessageListSchema.parse(
      (await app.inject({ method: "GET", url: "/api/admin/contact", headers })).json(),
    );
    const bySubject = (subject: string) => inbox.messages.find((message) => message.subject === subject);
    expect(bySubject("Empresa pide ayuda")?.priority).toBe(true);
    expect(bySubject("Premium pregunta")?.priority).toBe(false);
    expect(bySubject("Sin sesión")?.priority).toBe(false);
    expect(inbox.messages[0]?.subject).toBe("Empresa pide ayuda");
  });
});
