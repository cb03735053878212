import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe("HTML form posts", () => {
  it("are refused (415) outside the e-mailed links' landing pages", async () => {
    const signUp = await formPost("/api/auth/signup", {
      email: "form-signup@example.com",
      password: "Correct-horse-9!",
    });
    expect(signUp.statusCode).toBe(415);
    const signIn = await formPost("/api/auth/token?grant_type=password", {
      email: "form-signup@example.com",
      password: "Correct-horse-9!",
    });
    expect(signIn.statusCode).toBe(415);
    expect(signIn.body).not.toContain("access_token");
    const subscribe = await formPost("/api/functions/newsletter-subscribe", { email: "form-news@example.com" });
    expect(subscribe.statusCode).toBe(415);
  });

  it("are refused (403) on a landing page when another site sends them (login CSRF)", async () => {
    const fields = { token: "a-link-token", type: "magiclink" };
    const fromElsewhere = await formPost("/api/auth/verify", fields, { origin: "https://evil.example" });
    expect(fromElsewhere.statusCode).toBe(403);
    const crossSite = await formPost("/api/auth/verify", fields, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await formPost("/api/newsletter/confirm", { token: "x" }, { "sec-fetch-site": "same-site" });
    expect(sameSite.statusCode).toBe(403);
    const opaque = await formPost("/api/newsletter/unsubscribe", { token: "x" }, { origin: "null" });
    expect(opaque.statusCode).toBe(403);
  });

  it("are taken on a landing page from the page itself, or without browser headers (one-click unsubscribe)", async () => {
    const fields = { token: "a-link-token", type: "magiclink" };
    const sameOrigin = await formPost("/api/auth/verify", fields, {
      origin: context.siteOrigin,
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.statusCode).toBe(303);
    // Chromium's own page post under Referrer-Policy no-referrer: Origin null, Sec-Fetch-Site same-origin.
    const opaqueButSameOrigin = await formPost("/api/auth/verify", fields, {
      origin: "null",
      "sec-fetch-site": "same-origin",
    });
    expect(opaqueButSameOrigin.statusCode).toBe(303);
    const oneClick = await formPost("/api/newsletter/unsubscribe?token=unknown-token-0000", {
      "List-Unsubscribe": "One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
  });
});
