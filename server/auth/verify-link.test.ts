import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { followEmailLink, readLatestLink, strongPassword, uniqueEmail } from "../test/auth-helpers";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false", PUBLIC_URL: "http://plataforma.test" });

describe("e-mailed sign-in links", () => {
  it("opening the link only shows a page; a mail scanner's GET leaves the token usable", async () => {
    const email = uniqueEmail();
    await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password: strongPassword() } });
    const link = new URL(await readLatestLink(context, email));
    for (let scan = 0; scan < 2; scan += 1) {
      const opened = await app.inject({
        method: "GET",
        url: `${link.pathname}${link.search}`,
        headers: { "accept-language": "en" },
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers["cache-control"]).toBe("no-store");
      expect(opened.body).toContain('<form method="post" action="/api/auth/verify">');
      expect(opened.body).toContain("Confirm my account");
    }
    const { status, fragment } = await followEmailLink(app, link.toString());
    expect(status).toBe(303);
    expect(fragment.get("access_token")).toBeTruthy();
  });

  it("keeps hostile link parameters inert in the page", async () => {
    const opened = await app.inject({
      method: "GET",
      url: `/api/auth/verify?type=recovery&token=abc&redirect_to=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toContain("<script>alert(1)");
    expect(opened.body).toContain("&quot;&gt;&lt;script&gt;");
  });
});
