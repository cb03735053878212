import { describe, expect, it } from "vitest";
import type { Tier } from "../../contracts/tiers";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";

/**
 * Issue 14's authorization matrix: every route the app registers, with who may call it. A new
 * route without an entry here fails the first test, so no endpoint ships without a decision.
 * "may call" means the caller gets past authorization: any status but 401 and 403 (the empty
 * request may then be refused as invalid, or the resource not found).
 */
type Access =
  /** Anyone, signed in or not. */
  | "public"
  /** Any signed-in account; visitors get 401. */
  | "signed-in"
  /** Admins; visitors get 401, other accounts 403. */
  | "admin"
  /** Only a scraper on loopback or with METRICS_TOKEN (server/metrics): 403 to every caller here. */
  | "operator"
  /** An active plan of at least this tier; visitors 401, lower tiers 403. */
  | { tier: Tier };

const ROUTES: Record<string, Access> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /metrics": "operator",
  "GET /rss.xml": "public",
  "GET /sitemap.xml": "public",
  "GET /robots.txt": "public",

  "GET /api/blog/home": "public",
  "GET /api/blog/posts": "public",
  "GET /api/blog/posts/:slug": "public",
  "GET /api/blog/categories": "public",
  "GET /api/blog/categories/:slug": "public",
  "GET /api/blog/posts/:slug/comments": "public",
  "POST /api/blog/posts/:slug/comments": "public",
  "GET /uploads/*": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter/confirm": "public",
  "GET /api/newsletter/confirm": "public",
  "POST /api/newsletter/unsubscribe": "public",
  "GET /api/newsletter/unsubscribe": "public",

  "POST /api/auth/signup": "public",
  "POST /api/auth/token": "public",
  "POST /api/auth/recover": "public",
  "GET /api/auth/verify": "public",
  "POST /api/auth/logout": "signed-in",
  "GET /api/auth/user": "signed-in",
  "PUT /api/auth/user": "signed-in",

  "POST /api/functions/secure-signup": "public",
  "POST /api/functions/newsletter-subscribe": "public",
  "POST /api/functions/quick-access-with-code": "public",
  "POST /api/functions/validate-session": "signed-in",
  "POST /api/functions/check-subscription": "signed-in",
  "POST /api/functions/activate-code": "signed-in",

  "GET /api/admin/blog/posts": "admin",
  "POST /api/admin/blog/posts": "admin",
  "GET /api/admin/blog/posts/:id": "admin",
  "PATCH /api/admin/blog/posts/:id": "admin",
  "GET /api/admin/blog/slug": "admin",
  "GET /api/admin/blog/categories": "admin",
  "DELETE /api/admin/blog/posts/:id": "admin",
  "POST /api/admin/blog/categories": "admin",
  "PATCH /api/admin/blog/categories/:id": "admin",
  "POST /api/admin/uploads": "admin",
  "DELETE /api/admin/blog/categories/:id": "admin",
  "GET /api/admin/comments": "admin",
  "PATCH /api/admin/comments/:id": "admin",
  "DELETE /api/admin/comments/:id": "admin",
  "POST /api/admin/comments/bulk": "admin",
  "GET /api/admin/newsletter/subscribers": "admin",
  "GET /api/admin/newsletter/subscribers.csv": "admin",
  "GET /api/admin/newsletter/sends": "admin",
  "POST /api/admin/newsletter/sends": "admin",
  "GET /api/admin/newsletter/sends/:id": "admin",
  "GET /api/admin/contact": "admin",
  "PATCH /api/admin/contact/:id": "admin",
  "DELETE /api/admin/contact/:id": "admin",
  "GET /api/admin/access-codes": "admin",
  "POST /api/admin/access-codes": "admin",
  "PATCH /api/admin/access-codes/:id": "admin",
  "GET /api/admin/access-codes/:id/redemptions": "admin",
  "GET /api/admin/users": "admin",
  "PATCH /api/admin/users/:id": "admin",
  "POST /api/admin/users/:id/revoke-sessions": "admin",
  "GET /api/admin/emails": "admin",
};

const { app, context, routes } = await createTestApp();

/** The routes we wrote: not the automatic HEAD twins, nor the API docs' own. */
const registered = [
  ...new Set(
    routes
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`))
      .filter((key) => !key.startsWith("HEAD ") && !key.includes("/api/docs")),
  ),
].sort();

const ROLES = ["visitor", "free", "basic", "premium", "enterprise", "admin"] as const;
type Role = (typeof ROLES)[number];

async function headersFor(role: Role): Promise<Record<string, string>> {
  if (role === "visitor") return {};
  const user = await buildUser(context, role === "admin" ? { isAdmin: true } : { tier: role });
  return { authorization: (await signInAs(context, user)).authorization };
}

const TIER_OF: Record<Exclude<Role, "visitor" | "admin">, Tier> = { free: "free", basic: "basic", premium: "premium", enterprise: "enterprise" };

/** 401, 403, or "allowed" (anything else) for a role on a route. */
function expectedOutcome(access: Access, role: Role): 401 | 403 | "allowed" {
  if (access === "public") return "allowed";
  if (access === "operator") return 403;
  if (role === "visitor") return 401;
  if (access === "signed-in") return "allowed";
  if (access === "admin") return role === "admin" ? "allowed" : 403;
  const tier: Tier = role === "admin" ? "free" : TIER_OF[role];
  const order = ["free", "basic", "premium", "enterprise"];
  return order.indexOf(tier) >= order.indexOf(access.tier) ? "allowed" : 403;
}

function fillParams(url: string): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => (name.toLowerCase().endsWith("id") ? "00000000-0000-4000-8000-000000000000" : "no-such-thing"))
    .replace("*", "no-such-file.webp");
}

describe("authorization matrix", () => {
  it("has a decision for every registered route, and no entry for a route that does not exist", () => {
    expect(registered.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(Object.entries(ROUTES))("%s: each role gets what the matrix says", async (key, access) => {
    const [method = "GET", url = "/"] = key.split(" ");
    const cells: string[] = [];
    // Fresh accounts per route: a sign-out cell must not sign out the next route's callers.
    for (const role of ROLES) {
      const headers = await headersFor(role);
      const isBodyMethod = ["POST", "PUT", "PATCH"].includes(method);
      const response = await app.inject({
        method: method as "GET",
        url: fillParams(url),
        headers: { ...headers, ...(isBodyMethod ? { "content-type": "application/json" } : {}) },
        payload: isBodyMethod ? "{}" : undefined,
        remoteAddress: `10.77.${ROLES.indexOf(role)}.${Math.floor(Math.random() * 250) + 1}`,
      });
      const expected = expectedOutcome(access, role);
      const actual = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : "allowed";
      if (actual !== expected) cells.push(`${role}: expected ${expected}, got ${response.statusCode}`);
      expect(response.statusCode, `${role} ${key}`).toBeLessThan(500);
    }
    expect(cells).toEqual([]);
  });
});
