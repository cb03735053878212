import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { readLatestLink, strongPassword, uniqueEmail } from "../test/auth-helpers";

// No PUBLIC_URL: the site origin is derived from HOST/PORT (0.0.0.0:3000 → localhost:3000).
const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false", HOST: "0.0.0.0", PORT: "3000" });
const EVIL = { host: "evil.example", "x-forwarded-host": "evil.example" };

describe("links never follow the request's Host", () => {
  it("mails a recovery link on the site origin when Host is forged", async () => {
    const email = uniqueEmail();
    await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password: strongPassword() } });
    const response = await app.inject({ method: "POST", url: "/api/auth/recover", headers: EVIL, payload: { email } });
    expect(response.statusCode).toBe(200);
    const link = new URL(await readLatestLink(context, email));
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/reset-password");
  });

  it("mails a sign-up confirmation link on the site origin when Host is forged", async () => {
    const email = uniqueEmail();
    await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: EVIL,
      payload: { email, password: strongPassword() },
    });
    expect(new URL(await readLatestLink(context, email)).origin).toBe("http://localhost:3000");
  });

  it("refuses a sign-up whose Origin only matches the forged Host", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { ...EVIL, origin: "http://evil.example" },
      payload: { email: uniqueEmail(), password: strongPassword() },
    });
    expect(response.statusCode).toBe(403);
    const allowed = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { origin: "http://localhost:3000" },
      payload: { email: uniqueEmail(), password: strongPassword() },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("builds the sitemap, RSS and robots.txt on the site origin", async () => {
    for (const url of ["/sitemap.xml", "/rss.xml", "/robots.txt"]) {
      const response = await app.inject({ method: "GET", url, headers: EVIL });
      expect(response.body).not.toContain("evil.example");
      expect(response.body).toContain("http://localhost:3000/");
    }
  });

  it("mails newsletter confirmations on the site origin", async () => {
    const email = uniqueEmail();
    await app.inject({ method: "POST", url: "/api/functions/newsletter-subscribe", headers: EVIL, payload: { email } });
    expect(new URL(await readLatestLink(context, email)).origin).toBe("http://localhost:3000");
  });
});
