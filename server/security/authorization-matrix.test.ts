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
  /** An active plan of at least this tier (or an admin); visitors 401, lower tiers 403. */
  | { tier: Tier };

/**
 * Routes that validate the body before they look at the caller: an empty body from someone who
 * may not call them gets 400 instead of 401/403. Nothing leaks but the shape of the body; each
 * is a candidate to check the caller first, as every admin route already does.
 */
const VALIDATES_BEFORE_CALLER = new Set([
  "POST /api/functions/validate-session",
  "POST /api/functions/activate-code",
  "DELETE /api/account",
  "POST /api/billing/checkout",
  "PATCH /api/assistants/conversations/:id",
  "POST /api/assistants/:slug/chat",
  "POST /api/assistants/articles/:slug/chat",
  "POST /api/training/quiz/scores",
  "POST /api/training/reflections",
  "PUT /api/training/reflections/:id",
  "POST /api/assistants/attachments",
]);

/** Features an installation runs without (no Stripe, no AI provider) answer 503 with this code, to anyone. */
const NOT_CONFIGURED_CODES = ["billing_not_configured", "ai_not_configured"];

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
  "POST /api/auth/verify": "public",
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

  /** Issue 11: /recursos needs premium; the download also checks the resource's own tier. */
  "GET /api/resources": { tier: "premium" },
  "GET /api/resources/:id/download": { tier: "premium" },
  "GET /api/admin/resources": "admin",
  "POST /api/admin/resources": "admin",
  "PUT /api/admin/resources/:id": "admin",
  "DELETE /api/admin/resources/:id": "admin",
  "PUT /api/admin/resources/:id/file": "admin",
  "GET /api/admin/resources/:id/file": "admin",
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
  "GET /api/admin/dashboard": "admin",

  "GET /api/account": "signed-in",
  "PATCH /api/account": "signed-in",
  "DELETE /api/account": "signed-in",
  "GET /api/account/export": "signed-in",
  "GET /api/account/sessions": "signed-in",
  "DELETE /api/account/sessions": "signed-in",
  "DELETE /api/account/sessions/:id": "signed-in",

  "GET /api/billing": "public",
  "GET /api/billing/subscription": "signed-in",
  "POST /api/billing/checkout": "signed-in",
  "POST /api/billing/portal": "signed-in",
  "POST /api/billing/cancel": "signed-in",
  "POST /api/billing/resume": "signed-in",
  /** Stripe calls it; its signature, not a session, is the check (400 without one). */
  "POST /api/billing/webhook": "public",

  "GET /api/assistants/portfolio": "public",
  "GET /api/assistants/portfolio/:slug": "public",
  "GET /api/assistants": "signed-in",
  "GET /api/assistants/usage": "signed-in",
  "GET /api/assistants/:slug": "signed-in",
  "GET /api/assistants/:slug/conversations": "signed-in",
  "GET /api/assistants/conversations/:id": "signed-in",
  "PATCH /api/assistants/conversations/:id": "signed-in",
  "DELETE /api/assistants/conversations/:id": "signed-in",
  "POST /api/assistants/:slug/chat": "signed-in",
  "POST /api/assistants/articles/:slug/chat": "signed-in",
  /** Spec section 6: uploads from the basic tier up; free accounts have none. */
  "POST /api/assistants/attachments": { tier: "basic" },
  "GET /api/admin/assistants": "admin",
  "POST /api/admin/assistants": "admin",
  "PATCH /api/admin/assistants/:id": "admin",
  "DELETE /api/admin/assistants/:id": "admin",
  "GET /api/admin/assistants/usage": "admin",

  "GET /api/training/quiz/scores": { tier: "premium" },
  "POST /api/training/quiz/scores": { tier: "premium" },
  "GET /api/training/reflections": { tier: "premium" },
  "POST /api/training/reflections": { tier: "premium" },
  "GET /api/training/reflections/:id": { tier: "premium" },
  "PUT /api/training/reflections/:id": { tier: "premium" },
  "DELETE /api/training/reflections/:id": { tier: "premium" },
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
  // Admins pass tier checks, as the pages' guards let them through.
  if (role === "admin") return "allowed";
  const tier: Tier = TIER_OF[role];
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
      const isNotConfigured = response.statusCode === 503 && NOT_CONFIGURED_CODES.some((code) => response.body.includes(`"${code}"`));
      const refusedFirstByValidation = expected !== "allowed" && response.statusCode === 400 && VALIDATES_BEFORE_CALLER.has(key);
      const actual = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : "allowed";
      if (actual !== expected && !refusedFirstByValidation && !isNotConfigured) cells.push(`${role}: expected ${expected}, got ${response.statusCode}`);
      if (!isNotConfigured) expect(response.statusCode, `${role} ${key}`).toBeLessThan(500);
    }
    expect(cells).toEqual([]);
  });
});
