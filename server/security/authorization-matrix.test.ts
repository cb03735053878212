import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildGatedItems, type GatedItems } from "./gated-items";
import { buildOwnedResources, snapshotOwnerRows, type OwnedResources } from "./owned-resources";

/**
 * The authorization matrix reads like the access policy (server/access/policy.ts): a table of
 * capabilities × kinds of caller → what each gets, then every route the app registers with the
 * capability it needs. A new route without an entry fails the first test, so no endpoint ships
 * without a decision. "ok" means the caller gets past authorization: any status but 401 and
 * 403 (the empty request may then be refused as invalid, or the resource not found).
 */
const CALLERS = ["visitor", "free", "basic", "premium", "enterprise", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = 401 | 403 | "ok";
const ok = "ok";

/** What each kind of caller gets, in the order of CALLERS. */
// prettier-ignore
const POLICY = {
  //                          visitor free basic premium enterprise admin
  "public":                   [ok,    ok,  ok,   ok,     ok,        ok],
  "signed-in":                [401,   ok,  ok,   ok,     ok,        ok],
  /** Uploads from the basic tier up; free accounts have none. */
  "attachments":              [401,   403, ok,   ok,     ok,        ok],
  /** No external apps for free; each app may ask for more (checked after, below). */
  "external apps":            [401,   403, ok,   ok,     ok,        ok],
  /** /recursos needs premium; each resource may ask for more (below). */
  "resource library":         [401,   403, 403,  ok,     ok,        ok],
  /** The "Premium required" pages (docs/product.md, "Gated areas"). */
  "training apps":            [401,   403, 403,  ok,     ok,        ok],
  "AI apps":                  [401,   403, 403,  ok,     ok,        ok],
  /** Each AI service from its plan in SERVICE_TIERS (transcription basic, meetings and documents premium). */
  "basic service":            [401,   403, ok,   ok,     ok,        ok],
  "premium service":          [401,   403, 403,  ok,     ok,        ok],
  /** Enterprise's custom integrations (API keys, webhooks). */
  "integrations":             [401,   403, 403,  403,    ok,        ok],
  "admin":                    [401,   403, 403,  403,    403,       ok],
  /** Only a scraper on loopback or with METRICS_TOKEN (server/metrics): 403 to every caller here. */
  "operator":                 [403,   403, 403,  403,    403,       403],
} satisfies Record<string, Outcome[]>;
type Capability = keyof typeof POLICY;

/**
 * Items that name their own tier (an admin sets it): the route's capability lets the caller in,
 * then the item's tier decides. Premium opens every assistant, even one an older version let an
 * admin keep for enterprise (premium opens all assistants: docs/product.md, "What each plan includes").
 */
// prettier-ignore
const ITEM_POLICY = {
  //                          visitor free basic premium enterprise admin
  "free assistant":           [401,   ok,  ok,   ok,     ok,        ok],
  "basic assistant":          [401,   403, ok,   ok,     ok,        ok],
  "premium assistant":        [401,   403, 403,  ok,     ok,        ok],
  "enterprise assistant":     [401,   403, 403,  ok,     ok,        ok],
  "free course":              [401,   ok,  ok,   ok,     ok,        ok],
  "premium course":           [401,   403, 403,  ok,     ok,        ok],
  "enterprise course":        [401,   403, 403,  403,    ok,        ok],
  "premium resource":         [401,   403, 403,  ok,     ok,        ok],
  "enterprise resource":      [401,   403, 403,  403,    ok,        ok],
  "basic external app":       [401,   403, ok,   ok,     ok,        ok],
  "premium external app":     [401,   403, 403,  ok,     ok,        ok],
  "enterprise external app":  [401,   403, 403,  403,    ok,        ok],
} satisfies Record<string, Outcome[]>;
type Item = keyof typeof ITEM_POLICY;

/** How an item's cell is asked: the route that opens it. */
const ITEM_REQUESTS: Record<Item, (items: GatedItems) => { method: "GET" | "POST"; url: string; body?: unknown }> = {
  "free assistant": (items) => chatWith(items.assistants.free),
  "basic assistant": (items) => chatWith(items.assistants.basic),
  "premium assistant": (items) => chatWith(items.assistants.premium),
  "enterprise assistant": (items) => chatWith(items.assistants.enterprise),
  "free course": (items) => ({ method: "GET", url: items.courses.free }),
  "premium course": (items) => ({ method: "GET", url: items.courses.premium }),
  "enterprise course": (items) => ({ method: "GET", url: items.courses.enterprise }),
  "premium resource": (items) => ({ method: "GET", url: items.resources.premium }),
  "enterprise resource": (items) => ({ method: "GET", url: items.resources.enterprise }),
  "basic external app": (items) => ({ method: "GET", url: items.externalApps.basic }),
  "premium external app": (items) => ({ method: "GET", url: items.externalApps.premium }),
  "enterprise external app": (items) => ({ method: "GET", url: items.externalApps.enterprise }),
};

function chatWith(slug: string) {
  return { method: "POST" as const, url: `/api/assistants/${slug}/chat`, body: { message: "Hola" } };
}

/** Features an installation runs without (no Stripe, no AI provider) answer 503 with this code, to anyone. */
const NOT_CONFIGURED_CODES = ["billing_not_configured", "ai_not_configured", "transcription_not_configured"];

const ROUTES: Record<string, Capability> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /metrics": "operator",
  "GET /rss.xml": "public",
  "GET /sitemap.xml": "public",
  "GET /robots.txt": "public",
  "GET /.well-known/jwks.json": "public",

  "GET /api/blog/home": "public",
  "GET /api/blog/posts": "public",
  "GET /api/blog/posts/:slug": "public",
  "GET /api/blog/categories": "public",
  "GET /api/blog/categories/:slug": "public",
  "GET /api/blog/posts/:slug/comments": "public",
  "POST /api/blog/posts/:slug/comments": "public",
  "GET /uploads/*": "public",
  "GET /api/contact/details": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter/confirm": "public",
  "GET /api/newsletter/confirm": "public",
  "POST /api/newsletter/unsubscribe": "public",
  "GET /api/newsletter/unsubscribe": "public",

  "POST /api/auth/signup": "public",
  "POST /api/auth/token": "public",
  "POST /api/auth/recover": "public",
  "POST /api/auth/resend": "public",
  "POST /api/auth/otp": "public",
  "GET /api/auth/verify": "public",
  "GET /api/auth/.well-known/jwks.json": "public",
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

  "GET /api/resources": "resource library",
  "GET /api/resources/:id/download": "resource library",
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

  "GET /api/integrations/keys": "integrations",
  "POST /api/integrations/keys": "integrations",
  "DELETE /api/integrations/keys/:id": "integrations",
  "GET /api/integrations/webhooks": "integrations",
  "POST /api/integrations/webhooks": "integrations",
  "DELETE /api/integrations/webhooks/:id": "integrations",
  "GET /api/integrations/webhooks/:id/deliveries": "integrations",
  /** The OpenAI-compatible API: an enterprise session or an API key (server/integrations). */
  "GET /api/v1/models": "integrations",
  "POST /api/v1/chat/completions": "integrations",

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
  "POST /api/assistants/attachments": "attachments",
  "GET /api/admin/assistants": "admin",
  "POST /api/admin/assistants": "admin",
  "PATCH /api/admin/assistants/:id": "admin",
  "DELETE /api/admin/assistants/:id": "admin",
  "GET /api/admin/assistants/usage": "admin",

  "GET /api/software": "public",
  "GET /api/software/:slug": "public",
  "GET /api/admin/software": "admin",
  "POST /api/admin/software": "admin",
  "PATCH /api/admin/software/:id": "admin",
  "DELETE /api/admin/software/:id": "admin",
  /** The cards, locked for visitors and free accounts (no URL in them). */
  "GET /api/apps/external": "public",
  "GET /api/apps/:id/open": "external apps",
  "GET /api/admin/apps": "admin",
  "POST /api/admin/apps": "admin",
  "PATCH /api/admin/apps/:id": "admin",
  "DELETE /api/admin/apps/:id": "admin",

  "GET /api/training/content/:app": "training apps",
  "GET /api/training/quiz/scores": "training apps",
  "POST /api/training/quiz/scores": "training apps",
  "GET /api/training/reflections": "training apps",
  "POST /api/training/reflections": "training apps",
  "GET /api/training/reflections/:id": "training apps",
  "PUT /api/training/reflections/:id": "training apps",
  "DELETE /api/training/reflections/:id": "training apps",

  "GET /api/courses": "public",
  "GET /api/courses/:slug": "public",
  "GET /api/learning-paths": "public",
  "GET /api/certificates/:code": "public",
  /** Signed in first, then the course's own tier (ITEM_POLICY). */
  "GET /api/courses/:slug/lessons/:lessonSlug": "signed-in",
  "GET /api/courses/:slug/lessons/:lessonSlug/files/:fileId": "signed-in",
  "PUT /api/courses/:slug/lessons/:lessonSlug/progress": "signed-in",
  "POST /api/courses/:slug/lessons/:lessonSlug/chat": "signed-in",
  "GET /api/courses/:slug/certificate": "signed-in",
  "GET /api/admin/courses": "admin",
  "POST /api/admin/courses": "admin",
  "POST /api/admin/courses/reorder": "admin",
  "PATCH /api/admin/courses/:id": "admin",
  "DELETE /api/admin/courses/:id": "admin",
  "GET /api/admin/courses/:id/lessons": "admin",
  "POST /api/admin/courses/:id/lessons": "admin",
  "POST /api/admin/courses/:id/lessons/reorder": "admin",
  "PATCH /api/admin/courses/:id/lessons/:lessonId": "admin",
  "DELETE /api/admin/courses/:id/lessons/:lessonId": "admin",
  "POST /api/admin/courses/:id/lessons/:lessonId/files": "admin",
  "DELETE /api/admin/courses/:id/lessons/:lessonId/files/:fileId": "admin",
  "GET /api/admin/learning-paths": "admin",
  "POST /api/admin/learning-paths": "admin",
  "POST /api/admin/learning-paths/reorder": "admin",
  "PATCH /api/admin/learning-paths/:id": "admin",
  "DELETE /api/admin/learning-paths/:id": "admin",
  "POST /api/training/reflections/:id/feedback": "training apps",
  "POST /api/training/prompt-coach/critique": "training apps",
  "GET /api/services/availability": "public",
  "GET /api/services/jobs": "signed-in",
  "GET /api/services/jobs/:id": "signed-in",
  "GET /api/services/jobs/:id/:file": "signed-in",
  "DELETE /api/services/jobs/:id": "signed-in",
  "POST /api/services/transcriptions": "basic service",
  "POST /api/services/jobs/:id/insights": "basic service",
  "POST /api/services/meetings": "premium service",
  "POST /api/services/documents": "premium service",

  "GET /api/ai-apps/maturity-assessments": "AI apps",
  "POST /api/ai-apps/maturity-assessments": "AI apps",
  "DELETE /api/ai-apps/maturity-assessments/:id": "AI apps",
  "GET /api/ai-apps/status": "AI apps",
  "GET /api/ai-apps/content/:app": "AI apps",
  "GET /api/ai-apps/prompt-favourites": "AI apps",
  "POST /api/ai-apps/prompt-favourites": "AI apps",
  "DELETE /api/ai-apps/prompt-favourites/:id": "AI apps",
  "POST /api/ai-apps/prompt-generator/improve": "AI apps",
  "GET /api/ai-apps/strategy-kit": "AI apps",
  "PUT /api/ai-apps/strategy-kit": "AI apps",
  "GET /api/ai-apps/training-plans": "AI apps",
  "POST /api/ai-apps/training-plans": "AI apps",
  "DELETE /api/ai-apps/training-plans/:id": "AI apps",
  "POST /api/ai-apps/training-plans/refine": "AI apps",
};

/**
 * The matrix's "another user's resources" column. Every route that reaches a user's own things
 * is called by a second premium account against a first account's resources (fixture:
 * `buildOwnedResources`), and the owner's rows must not change:
 * - "addressed": the path or body names the owner's resource → 404 or 403;
 * - "own-only": the route acts on the caller's own data → whatever its answer, none of the
 *   owner's data in it.
 */
type Owned = "addressed" | "own-only";
interface OwnedCall {
  url?: (owner: OwnedResources) => string;
  body?: (owner: OwnedResources) => unknown;
  headers?: Record<string, string>;
  /** The refusal of an "addressed" call when not 403/404; the same answer an unknown id gets. */
  refused?: number[];
}
/** Routes whose id names a catalogue item every entitled caller shares (a resource, an external app), not a user's own thing. */
const SHARED_CATALOGUE_BY_ID = new Set(["GET /api/resources/:id/download", "GET /api/apps/:id/open"]);

const OWNED: Record<string, { owned: Owned; calls: OwnedCall[] }> = {
  "GET /api/services/jobs/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/services/jobs/${o.serviceJobId}` }],
  },
  "GET /api/services/jobs/:id/:file": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/services/jobs/${o.serviceJobId}/minutes.md` }],
  },
  "DELETE /api/services/jobs/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/services/jobs/${o.serviceJobId}` }],
  },
  "POST /api/services/jobs/:id/insights": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/services/jobs/${o.serviceJobId}/insights` }],
  },
  "DELETE /api/integrations/keys/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/integrations/keys/${o.apiKeyId}` }],
  },
  "DELETE /api/integrations/webhooks/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/integrations/webhooks/${o.webhookId}` }],
  },
  "GET /api/integrations/webhooks/:id/deliveries": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/integrations/webhooks/${o.webhookId}/deliveries` }],
  },
  "GET /api/assistants/conversations/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/assistants/conversations/${o.conversationId}` }],
  },
  "PATCH /api/assistants/conversations/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/assistants/conversations/${o.conversationId}`, body: () => ({ title: "Taken over" }) }],
  },
  "DELETE /api/assistants/conversations/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/assistants/conversations/${o.conversationId}` }],
  },
  "POST /api/assistants/:slug/chat": {
    owned: "addressed",
    calls: [
      {
        url: (o) => `/api/assistants/${o.assistantSlug}/chat`,
        body: (o) => ({ conversationId: o.conversationId, message: "Hola" }),
      },
      // Someone else's file is refused as an unknown one (400 upload_error): nothing says it exists.
      {
        url: (o) => `/api/assistants/${o.assistantSlug}/chat`,
        body: (o) => ({ attachmentIds: [o.attachmentId], message: "Hola" }),
        refused: [400],
      },
    ],
  },
  "GET /api/assistants/:slug/conversations": {
    owned: "own-only",
    calls: [{ url: (o) => `/api/assistants/${o.assistantSlug}/conversations` }],
  },
  "GET /api/training/reflections/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/training/reflections/${o.reflectionId}` }],
  },
  "PUT /api/training/reflections/:id": {
    owned: "addressed",
    calls: [
      {
        url: (o) => `/api/training/reflections/${o.reflectionId}`,
        body: () => ({ theme: "skills", answers: { first: "Overwritten" } }),
      },
    ],
  },
  "DELETE /api/training/reflections/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/training/reflections/${o.reflectionId}` }],
  },
  "GET /api/training/reflections": { owned: "own-only", calls: [{}] },
  "POST /api/training/reflections/:id/feedback": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/training/reflections/${o.reflectionId}/feedback`, body: () => ({ language: "es" }) }],
  },
  "DELETE /api/ai-apps/maturity-assessments/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/ai-apps/maturity-assessments/${o.assessmentId}` }],
  },
  "DELETE /api/ai-apps/prompt-favourites/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/ai-apps/prompt-favourites/${o.promptFavouriteId}` }],
  },
  "DELETE /api/ai-apps/training-plans/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/ai-apps/training-plans/${o.trainingPlanId}` }],
  },
  "GET /api/ai-apps/maturity-assessments": { owned: "own-only", calls: [{}] },
  "GET /api/ai-apps/prompt-favourites": { owned: "own-only", calls: [{}] },
  "GET /api/ai-apps/training-plans": { owned: "own-only", calls: [{}] },
  "GET /api/ai-apps/strategy-kit": { owned: "own-only", calls: [{}] },
  "POST /api/training/reflections": {
    owned: "own-only",
    calls: [{ body: () => ({ theme: "quality", answers: { first: "Mine" } }) }],
  },
  "GET /api/training/quiz/scores": { owned: "own-only", calls: [{}] },
  "POST /api/training/quiz/scores": {
    owned: "own-only",
    calls: [{ body: () => ({ topic: "ethics", correct: 3, total: 4 }) }],
  },
  "DELETE /api/account/sessions/:id": {
    owned: "addressed",
    calls: [{ url: (o) => `/api/account/sessions/${o.sessionId}` }],
  },
  "DELETE /api/account/sessions": { owned: "own-only", calls: [{}] },
  "GET /api/account/sessions": { owned: "own-only", calls: [{}] },
  "GET /api/account": { owned: "own-only", calls: [{}] },
  "PATCH /api/account": { owned: "own-only", calls: [{ body: () => ({ display_name: "Someone else" }) }] },
  "GET /api/account/export": { owned: "own-only", calls: [{}] },
  "DELETE /api/account": { owned: "own-only", calls: [{ body: (o) => ({ confirm_email: o.email }) }] },
  "GET /api/auth/user": { owned: "own-only", calls: [{}] },
  "PUT /api/auth/user": { owned: "own-only", calls: [{ body: () => ({ data: { display_name: "Someone else" } }) }] },
  "POST /api/auth/logout": { owned: "own-only", calls: [{}] },
  "GET /api/billing/subscription": { owned: "own-only", calls: [{}] },
  "GET /api/assistants/usage": { owned: "own-only", calls: [{}] },
  /** A pending comment shows only to the browser holding its author token. */
  "GET /api/blog/posts/:slug/comments": {
    owned: "own-only",
    calls: [
      { url: (o) => `/api/blog/posts/${o.postSlug}/comments`, headers: { "x-comment-author-token": "A".repeat(43) } },
    ],
  },
};

const provider = await startFakeAiProvider();
const { app, context, routes } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
afterAll(() => provider.close());
const items = await buildGatedItems(context);

/** The routes we wrote: not the automatic HEAD twins, nor the API docs' own. */
const registered = [
  ...new Set(
    routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`),
      )
      .filter((key) => !key.startsWith("HEAD ") && !key.includes("/api/docs")),
  ),
].sort();

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === "visitor") return {};
  const user = await buildUser(context, caller === "admin" ? { isAdmin: true } : { tier: caller });
  return { authorization: (await signInAs(context, user)).authorization };
}

function expectedOutcome(outcomes: readonly Outcome[], caller: Caller): Outcome {
  return outcomes[CALLERS.indexOf(caller)] ?? 401;
}

/** 401, 403, or "ok" (anything else) for an answer. */
function outcomeOf(status: number): Outcome {
  return status === 401 || status === 403 ? status : ok;
}

function fillParams(url: string): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) =>
      name.toLowerCase().endsWith("id") ? "00000000-0000-4000-8000-000000000000" : "no-such-thing",
    )
    .replace("*", "no-such-file.webp");
}

describe("authorization matrix", () => {
  it("has a decision for every registered route, and no entry for a route that does not exist", () => {
    expect(registered.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(Object.entries(ROUTES))("%s (%s): each caller gets what the policy says", async (key, capability) => {
    const [method = "GET", url = "/"] = key.split(" ");
    const cells: string[] = [];
    // Fresh accounts per route: a sign-out cell must not sign out the next route's callers.
    for (const caller of CALLERS) {
      const headers = await headersFor(caller);
      const isBodyMethod = ["POST", "PUT", "PATCH"].includes(method);
      const response = await app.inject({
        method: method as "GET",
        url: fillParams(url),
        headers: { ...headers, ...(isBodyMethod ? { "content-type": "application/json" } : {}) },
        payload: isBodyMethod ? "{}" : undefined,
        remoteAddress: `10.77.${CALLERS.indexOf(caller)}.${Math.floor(Math.random() * 250) + 1}`,
      });
      const expected = expectedOutcome(POLICY[capability], caller);
      const isNotConfigured =
        response.statusCode === 503 && NOT_CONFIGURED_CODES.some((code) => response.body.includes(`"${code}"`));
      // Every route checks the caller before the body, so a refused caller gets 401/403, never 400 for the empty body.
      const actual = outcomeOf(response.statusCode);
      if (actual !== expected && !isNotConfigured)
        cells.push(`${caller}: expected ${expected}, got ${response.statusCode}`);
      if (!isNotConfigured) expect(response.statusCode, `${caller} ${key}`).toBeLessThan(500);
    }
    expect(cells).toEqual([]);
  });

  it.each(Object.keys(ITEM_POLICY) as Item[])("a %s: each caller gets what its tier says", async (item) => {
    const { method, url, body } = ITEM_REQUESTS[item](items);
    const cells: string[] = [];
    for (const caller of CALLERS) {
      const response = await app.inject({
        method,
        url,
        headers: { ...(await headersFor(caller)), ...(body ? { "content-type": "application/json" } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
      const expected = expectedOutcome(ITEM_POLICY[item], caller);
      if (outcomeOf(response.statusCode) !== expected)
        cells.push(`${caller}: expected ${expected}, got ${response.statusCode}`);
      expect(response.statusCode, `${caller} ${item}`).toBeLessThan(500);
    }
    expect(cells).toEqual([]);
  });

  it("has an owned decision for every caller-scoped route that addresses a resource by id", () => {
    const addressesById = Object.entries(ROUTES).filter(
      ([key, access]) =>
        key.includes("/:id") && access !== "admin" && access !== "public" && !SHARED_CATALOGUE_BY_ID.has(key),
    );
    expect(addressesById.map(([key]) => key).filter((key) => !(key in OWNED))).toEqual([]);
    expect(Object.keys(OWNED).filter((key) => !(key in ROUTES))).toEqual([]);
  });

  it.each(Object.entries(OWNED))(
    "%s: another account cannot reach the owner's resources",
    async (key, { owned, calls }) => {
      const [method = "GET", url = "/"] = key.split(" ");
      const owner = await buildOwnedResources(context);
      const stranger = await buildUser(context, { tier: "premium" });
      const { authorization } = await signInAs(context, stranger);
      const before = await snapshotOwnerRows(context, owner.userId);
      for (const call of calls) {
        const body = call.body?.(owner);
        const response = await app.inject({
          method: method as "GET",
          url: call.url?.(owner) ?? url,
          headers: {
            authorization,
            ...call.headers,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
        const name = `${key} ${JSON.stringify(body ?? "")} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (owned === "addressed") expect(call.refused ?? [403, 404], name).toContain(response.statusCode);
        expect(response.statusCode, name).toBeLessThan(500);
        // The stranger got past authorization: the cell tests ownership, not a sign-in refusal.
        expect(response.statusCode, name).not.toBe(401);
        expect(
          owner.secrets.filter((secret) => response.body.includes(secret)),
          name,
        ).toEqual([]);
      }
      expect(await snapshotOwnerRows(context, owner.userId), `${key} changed the owner's rows`).toEqual(before);
    },
  );
});
