import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { startStripeStandIn } from "../test/stripe-stand-in-for-tests";
import { buildPost } from "../blog/factories";
import { signInWithPassword, signUpConfirmed } from "../test/auth-helpers";
import {
  accessCodeRedemptions,
  accessCodes,
  authSessions,
  blogComments,
  contactMessages,
  courseCertificates,
  emails,
  newsletterSubscribers,
  users,
} from "../db/schema/index";
import { insertBillingCustomer, updateBilling } from "../billing/store";

const standIn = await startStripeStandIn();
const { app, context } = await createTestApp({
  RATE_LIMITS_ENABLED: "false",
  // Room for the four devices of the devices test (the limit itself is tested in server/auth).
  MAX_ACTIVE_SESSIONS: "5",
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: "whsec_test",
  STRIPE_PRICE_BASIC: "price_basic",
  STRIPE_PRICE_PREMIUM: "price_premium",
  STRIPE_API_BASE: standIn.url,
});
const { db } = context.database;

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

async function signInFrom(email: string, password: string, userAgent: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=password",
    headers: { "user-agent": userAgent },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return `Bearer ${response.json<{ access_token: string }>().access_token}`;
}

/** A user with something in every table that holds personal data. */
async function buildUserWithData(label: string) {
  const user = await buildUser(context, { email: `${label}@example.com`, displayName: label });
  const post = await buildPost(context);
  await db.insert(blogComments).values({
    postId: post.id,
    name: label,
    email: user.email,
    content: `comment by ${label}`,
    status: "approved",
  });
  const [code] = await db
    .insert(accessCodes)
    .values({
      code: `CODE-${label.toUpperCase()}`,
      kind: "activation",
      tier: "basic",
      durationDays: 30,
    })
    .returning();
  if (!code) throw new Error("code insert failed");
  await db.insert(accessCodeRedemptions).values({ codeId: code.id, userId: user.id });
  await db
    .insert(newsletterSubscribers)
    .values({ email: user.email, unsubscribeToken: `unsub-${label}`, status: "confirmed" });
  await db.insert(contactMessages).values({
    name: label,
    email: user.email,
    inquiryType: "sales",
    subject: `subject ${label}`,
    message: `message from ${label}`,
  });
  await db.insert(emails).values({ to: user.email, subject: `mail to ${label}`, text: "hello", template: "test" });
  return user;
}

describe("account endpoints need a signed-in user", () => {
  it.each([
    ["GET", "/api/account"],
    ["PATCH", "/api/account"],
    ["DELETE", "/api/account"],
    ["GET", "/api/account/sessions"],
    ["DELETE", "/api/account/sessions"],
    ["DELETE", "/api/account/sessions/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/account/export"],
  ] as const)("%s %s answers 401 to a visitor", async (method, url) => {
    const response = await app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe("PATCH /api/account", () => {
  it("saves the display name and the language e-mails are written in", async () => {
    const user = await buildUser(context);
    const { authorization } = await signInAs(context, user);
    const response = await app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: { authorization },
      payload: { display_name: "  Marta Puig ", language: "ca" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      display_name: "Marta Puig",
      language: "ca",
      email: user.email,
      made_by_access_code: false,
    });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ displayName: "Marta Puig", language: "ca" });
  });

  it.each([
    { display_name: "a\u0000b" },
    { display_name: "x".repeat(81) },
    { display_name: "" },
    { language: "fr" },
    { display_name: 42 },
  ])("refuses %j with 400 and keeps the profile", async (payload) => {
    const user = await buildUser(context, { displayName: "Kept" });
    const { authorization } = await signInAs(context, user);
    const response = await app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: { authorization },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.displayName).toBe("Kept");
  });
});

describe("active devices", () => {
  it("lists the user's devices with this one marked, and signs out one or all others", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const laptop = await signInFrom(email, password, CHROME);
    const phone = await signInFrom(email, password, IPHONE);
    const tablet = await signInFrom(email, password, IPHONE);

    const listed = await app.inject({
      method: "GET",
      url: "/api/account/sessions",
      headers: { authorization: laptop },
    });
    const { sessions } = listed.json<{
      sessions: { id: string; user_agent: string; current: boolean }[];
    }>();
    // The e-mailed confirmation link signed this account in too: four devices.
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((session) => session.current).map((session) => session.user_agent)).toEqual([CHROME]);

    const phoneSession = (
      await app.inject({
        method: "GET",
        url: "/api/account/sessions",
        headers: { authorization: phone },
      })
    )
      .json<{ sessions: { id: string; current: boolean }[] }>()
      .sessions.find((session) => session.current);
    const signedOut = await app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${phoneSession?.id ?? ""}`,
      headers: { authorization: laptop },
    });
    expect(signedOut.json()).toEqual({ signed_out: 1 });
    expect(
      (await app.inject({ method: "GET", url: "/api/account", headers: { authorization: phone } })).statusCode,
    ).toBe(401);

    const others = await app.inject({
      method: "DELETE",
      url: "/api/account/sessions",
      headers: { authorization: laptop },
    });
    expect(others.json()).toEqual({ signed_out: 2 });
    expect(
      (await app.inject({ method: "GET", url: "/api/account", headers: { authorization: tablet } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/account", headers: { authorization: laptop } })).statusCode,
    ).toBe(200);
  });

  it("does not let a user sign out someone else's session", async () => {
    const owner = await buildUser(context);
    const { sessionId, authorization: ownerAuthorization } = await signInAs(context, owner);
    const intruder = await buildUser(context);
    const { authorization } = await signInAs(context, intruder);
    const response = await app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${sessionId}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/account",
          headers: { authorization: ownerAuthorization },
        })
      ).statusCode,
    ).toBe(200);
    const bad = await app.inject({
      method: "DELETE",
      url: "/api/account/sessions/not-a-uuid",
      headers: { authorization },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/account/export", () => {
  it("contains the user's rows and nothing of anyone else", async () => {
    const ana = await buildUserWithData("ana-export");
    await buildUserWithData("bruno-export");
    await insertBillingCustomer(db, ana.id, "cus_ana_export");
    const { authorization } = await signInAs(context, ana);
    const response = await app.inject({
      method: "GET",
      url: "/api/account/export",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<
      Record<string, unknown[]> & {
        profile: { email: string };
        subscription: { stripe: { customer_id: string } };
      }
    >();
    expect(data.profile.email).toBe("ana-export@example.com");
    expect(data.subscription.stripe.customer_id).toBe("cus_ana_export");
    expect(data.comments).toMatchObject([{ content: "comment by ana-export" }]);
    expect(data.access_code_redemptions).toMatchObject([{ code: "CODE-ANA-EXPORT", tier: "basic" }]);
    expect(data.newsletter).toMatchObject([{ email: "ana-export@example.com", status: "confirmed" }]);
    expect(data.contact_messages).toMatchObject([{ subject: "subject ana-export" }]);
    expect(data.emails_sent).toMatchObject([{ subject: "mail to ana-export" }]);
    expect((data.sessions as unknown as { sign_ins: unknown[] }).sign_ins).toHaveLength(1);
    expect(response.body).not.toContain("bruno");
    expect(response.body).not.toMatch(/password_?hash|token_?hash|unsubscribe_?token|unsub-/i);
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong password and deletes nothing", async () => {
    const { email } = await signUpConfirmed(app, context);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("user missing");
    const { authorization } = await signInAs(context, user);
    const response = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { password: "not-it" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "invalid_password" } });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("cancels the Stripe subscription, leaves no personal data, anonymizes comments, and the e-mail can sign up again", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("user missing");
    const post = await buildPost(context);
    await db.insert(blogComments).values({
      postId: post.id,
      name: "Ana",
      email,
      content: "kept, anonymous",
      status: "approved",
    });
    await db.insert(newsletterSubscribers).values({ email, unsubscribeToken: "unsub-delete", status: "confirmed" });
    await db.insert(contactMessages).values({ name: "Ana", email, inquiryType: "support", subject: "s", message: "m" });
    await insertBillingCustomer(db, user.id, "cus_leaving");
    await updateBilling(db, user.id, {
      stripeSubscriptionId: "sub_leaving",
      status: "active",
      tier: "premium",
    });
    standIn.setSubscription({
      id: "sub_leaving",
      customer: "cus_leaving",
      price: "price_premium",
      status: "active",
      periodEnd: Math.floor(Date.now() / 1000) + 86400,
    });
    const { session } = await signInWithPassword(app, email, password);
    const authorization = `Bearer ${session.access_token}`;

    const response = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { password },
    });
    expect(response.statusCode).toBe(204);
    // Cancelled at once, and a proration still pending is billed now rather than dropped.
    expect(standIn.callsTo("DELETE", "/v1/subscriptions/sub_leaving").map((call) => call.params)).toEqual([
      { invoice_now: "true", prorate: "false" },
    ]);

    const mentions = await db.execute(sql`
      select 'users' as t from users where lower(email) = ${email}
      union all select 'comments' from blog_comments where lower(email) = ${email} or name = 'Ana'
      union all select 'newsletter' from newsletter_subscribers where lower(email) = ${email}
      union all select 'contact' from contact_messages where lower(email) = ${email}
      union all select 'emails' from emails where lower("to") = ${email}
      union all select 'sessions' from auth_sessions where user_id = ${user.id}
      union all select 'billing' from billing_subscriptions where user_id = ${user.id}`);
    expect(mentions.rows).toEqual([]);
    const [comment] = await db.select().from(blogComments).where(eq(blogComments.content, "kept, anonymous"));
    expect(comment).toMatchObject({ email: "", authorTokenHash: null, ipHash: null });
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toHaveLength(0);
    expect((await app.inject({ method: "GET", url: "/api/account", headers: { authorization } })).statusCode).toBe(401);

    const again = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password },
    });
    expect(again.statusCode).toBe(200);
  });

  it("erases the person's rows in every domain and leaves another user's alone", async () => {
    const [ana, bruno] = [await buildUserWithData("ana-delete"), await buildUserWithData("bruno-delete")];
    for (const user of [ana, bruno]) {
      await db.insert(courseCertificates).values({
        code: `CERT-${user.displayName.toUpperCase()}`,
        userId: user.id,
        displayName: user.displayName,
        courseTitle: "Course",
        totalMinutes: 10,
      });
    }
    // Rows kept by e-mail are matched whatever the case they were written in.
    await db.insert(emails).values({ to: ana.email.toUpperCase(), subject: "shouted", text: "hi", template: "test" });
    const { authorization } = await signInAs(context, ana);

    const response = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_email: ana.email },
    });
    expect(response.statusCode).toBe(204);

    const rowsOf = async (label: string, user: { id: string; email: string }) => ({
      certificates: await db
        .select()
        .from(courseCertificates)
        .where(eq(courseCertificates.code, `CERT-${label.toUpperCase()}`)),
      comments: await db
        .select()
        .from(blogComments)
        .where(eq(blogComments.content, `comment by ${label}`)),
      newsletter: await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      contact: await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, `subject ${label}`)),
      emails: await db
        .select()
        .from(emails)
        .where(sql`lower(${emails.to}) = ${user.email}`),
    });
    const anaRows = await rowsOf("ana-delete", ana);
    expect(anaRows).toMatchObject({ certificates: [], newsletter: [], contact: [], emails: [] });
    expect(anaRows.comments).toMatchObject([{ name: "—", email: "", authorTokenHash: null, ipHash: null }]);
    const brunoRows = await rowsOf("bruno-delete", bruno);
    expect(brunoRows.certificates).toMatchObject([{ userId: bruno.id }]);
    expect(brunoRows.comments).toMatchObject([{ name: "bruno-delete", email: bruno.email }]);
    expect(brunoRows.newsletter).toHaveLength(1);
    expect(brunoRows.contact).toHaveLength(1);
    expect(brunoRows.emails).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, bruno.id))).toHaveLength(1);
  });

  it("asks an account without a password to type its e-mail", async () => {
    const user = await buildUser(context, { passwordHash: null });
    const { authorization } = await signInAs(context, user);
    const wrong = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_email: "someone@else.com" },
    });
    expect(wrong.json()).toMatchObject({ error: { code: "confirmation_mismatch" } });
    const right = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_email: user.email.toUpperCase() },
    });
    expect(right.statusCode).toBe(204);
  });

  it("asks an access-code account to type its name, never its placeholder address", async () => {
    const user = await buildUser(context, {
      passwordHash: null,
      email: `code-equipo+${Date.now()}@access-code.invalid`,
      displayName: "EQUIPO #1",
    });
    const { authorization } = await signInAs(context, user);
    const withAddress = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_email: user.email },
    });
    expect(withAddress.json()).toMatchObject({ error: { code: "confirmation_mismatch" } });
    const right = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_name: " equipo #1 " },
    });
    expect(right.statusCode).toBe(204);
  });

  it("deletes nothing when Stripe cannot cancel the subscription", async () => {
    const user = await buildUser(context, { passwordHash: null });
    await insertBillingCustomer(db, user.id, "cus_stuck");
    await updateBilling(db, user.id, {
      stripeSubscriptionId: "sub_unknown",
      status: "active",
      tier: "basic",
    });
    const { authorization } = await signInAs(context, user);
    const response = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization },
      payload: { confirm_email: user.email },
    });
    expect(response.statusCode).toBe(502);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
