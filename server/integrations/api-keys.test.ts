import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MAX_API_KEYS_PER_ACCOUNT, type TApiKey, type TCreatedApiKey } from "../../contracts/integrations";
import type { Tier } from "../../contracts/tiers";
import { apiKeys, users } from "../db/schema/index";
import { createTestApp, startTestInstance } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { queriesUsed, waitForJob } from "../test/service-jobs";
import { serviceJobsOf } from "../jobs/engine";
import { hashWithKey } from "../tokens/secret-tokens";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const AI = { AI_BASE_URL: provider.url, AI_MODEL: "fake-model", RATE_LIMITS_ENABLED: "false" };
const { app, context, database } = await createTestApp({ ...AI, SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5" });
await serviceJobsOf(context).start();
/** A second instance on the same database, as behind a load balancer. */
const second = await startTestInstance(database, AI);

async function buildMember(tier: Tier = "enterprise", overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(context, { tier, ...overrides });
  const { authorization } = await signInAs(context, user);
  return { user, session: { authorization } };
}

async function createKey(session: Record<string, string>, name = "CRM") {
  const response = await app.inject({
    method: "POST",
    url: "/api/integrations/keys",
    headers: session,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TCreatedApiKey>();
}

function withKey(key: string) {
  return { authorization: `Bearer ${key}` };
}

const MINUTES = {
  title: "Comité",
  summary: "Resumen.",
  decisions: ["Abrir Girona"],
  actionItems: [],
  followUpEmail: "Hola.",
};

describe("API keys: managing them", () => {
  it.each(["free", "basic", "premium"] as const)("refuses a %s member with 403 tier_required", async (tier) => {
    const { session } = await buildMember(tier);
    for (const request of [
      { method: "POST" as const, url: "/api/integrations/keys", payload: { name: "x" } },
      { method: "GET" as const, url: "/api/integrations/keys" },
      { method: "DELETE" as const, url: "/api/integrations/keys/00000000-0000-4000-8000-000000000000" },
    ]) {
      const response = await app.inject({ ...request, headers: session });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: "tier_required", details: { requiredTier: "enterprise" } },
      });
    }
  });

  it("refuses a visitor with 401", async () => {
    const response = await app.inject({ method: "GET", url: "/api/integrations/keys" });
    expect(response.statusCode).toBe(401);
  });

  it("shows a new pk_live_ key once, then lists it by prefix and last 4 only", async () => {
    const { session } = await buildMember();
    const created = await createKey(session, "Mi CRM");
    expect(created.key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.name).toBe("Mi CRM");
    expect(Date.parse(created.createdAt)).toBeGreaterThan(0);
    const list = await app.inject({ url: "/api/integrations/keys", headers: session });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json<TApiKey[]>()).toEqual([
      {
        id: created.id,
        name: "Mi CRM",
        prefix: created.key.slice(0, 12),
        last4: created.key.slice(-4),
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
  });

  it("stores only an HMAC of the key under the server's hash key, never the key", async () => {
    const { session } = await buildMember();
    const created = await createKey(session);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(hashWithKey(context.hashKey, `api-key:${created.key}`));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(8, 40));
  });

  it(`holds at most ${MAX_API_KEYS_PER_ACCOUNT} keys per account (409 api_key_limit_reached)`, async () => {
    const { session } = await buildMember();
    await Promise.all(Array.from({ length: MAX_API_KEYS_PER_ACCOUNT }, (_, index) => createKey(session, `k${index}`)));
    const extra = await app.inject({
      method: "POST",
      url: "/api/integrations/keys",
      headers: session,
      payload: { name: "one more" },
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toMatchObject({ error: { code: "api_key_limit_reached" } });
    const list = await app.inject({ url: "/api/integrations/keys", headers: session });
    expect(list.json<TApiKey[]>()).toHaveLength(MAX_API_KEYS_PER_ACCOUNT);
  });

  it.each([
    ["a NUL byte", "CRM\u0000"],
    ["a lone surrogate", "CRM \ud800"],
    ["20,000 characters", "x".repeat(20_000)],
    ["only spaces", "   "],
  ])("refuses a name with %s with 400", async (_, name) => {
    const { session } = await buildMember();
    const response = await app.inject({
      method: "POST",
      url: "/api/integrations/keys",
      headers: session,
      payload: { name },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
  });

  it("does not let another member revoke a key (404), which keeps working", async () => {
    const owner = await buildMember();
    const stranger = await buildMember();
    const created = await createKey(owner.session);
    const response = await app.inject({
      method: "DELETE",
      url: `/api/integrations/keys/${created.id}`,
      headers: stranger.session,
    });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ url: "/api/services/jobs", headers: withKey(created.key) })).statusCode).toBe(200);
  });
});

describe("API keys: calling with one", () => {
  it("runs a service as its owner: create, read, list, download, delete, spending the owner's meter", async () => {
    const { user, session } = await buildMember();
    const { key, id: keyId } = await createKey(session);
    const headers = withKey(key);
    provider.setBehaviour({ kind: "stream", text: JSON.stringify(MINUTES) });
    const accepted = await app.inject({
      method: "POST",
      url: "/api/services/meetings",
      headers,
      payload: { title: "Comité", transcript: "Marta: Abrimos Girona." },
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { id } = accepted.json<{ id: string }>();
    const job = await waitForJob(app, headers, id);
    expect(job.status).toBe("done");
    expect(await queriesUsed(context, user.id)).toBe(1);
    const list = await app.inject({ url: "/api/services/jobs", headers });
    expect(list.json<{ jobs: { id: string }[] }>().jobs.map((listed) => listed.id)).toEqual([id]);
    // The site sees the job the key made: the key acted as its owner.
    expect((await app.inject({ url: `/api/services/jobs/${id}`, headers: session })).statusCode).toBe(200);
    const download = await app.inject({ url: `/api/services/jobs/${id}/minutes.md`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain("Abrir Girona");
    expect((await app.inject({ method: "DELETE", url: `/api/services/jobs/${id}`, headers })).statusCode).toBe(204);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["GET", "/api/account"],
    ["GET", "/api/account/export"],
    ["DELETE", "/api/account/sessions"],
    ["GET", "/api/integrations/keys"],
    ["POST", "/api/integrations/keys"],
    ["GET", "/api/billing/subscription"],
    ["GET", "/api/admin/users"],
    // GoTrue's contract answers a token it cannot verify 403 bad_jwt.
    ["GET", "/api/auth/user", 403],
    ["POST", "/api/functions/check-subscription"],
    ["GET", "/api/assistants"],
  ])("is refused on %s %s, which takes no key", async (method, url, refusal = 401) => {
    const { session } = await buildMember("enterprise", { isAdmin: true });
    const { key } = await createKey(session);
    const response = await app.inject({
      method: method as "GET",
      url,
      headers: { ...withKey(key), "content-type": "application/json" },
      payload: method === "GET" ? undefined : "{}",
    });
    expect(response.statusCode, response.body).toBe(refusal);
  });

  it("answers 401 for an unknown key", async () => {
    const response = await app.inject({ url: "/api/services/jobs", headers: withKey(`pk_live_${"A".repeat(43)}`) });
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 at once on every instance after revocation", async () => {
    const { session } = await buildMember();
    const { key, id } = await createKey(session);
    expect((await second.app.inject({ url: "/api/services/jobs", headers: withKey(key) })).statusCode).toBe(200);
    const revoked = await app.inject({ method: "DELETE", url: `/api/integrations/keys/${id}`, headers: session });
    expect(revoked.statusCode).toBe(204);
    expect((await second.app.inject({ url: "/api/services/jobs", headers: withKey(key) })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/services/jobs", headers: withKey(key) })).statusCode).toBe(401);
  });

  it("answers 403 tier_required once its owner is no longer enterprise, and works again after", async () => {
    const { user, session } = await buildMember();
    const { key } = await createKey(session);
    await database.db.update(users).set({ tier: "premium" }).where(eq(users.id, user.id));
    const refused = await app.inject({ url: "/api/services/jobs", headers: withKey(key) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "tier_required", details: { requiredTier: "enterprise" } } });
    await database.db.update(users).set({ tier: "enterprise" }).where(eq(users.id, user.id));
    expect((await app.inject({ url: "/api/services/jobs", headers: withKey(key) })).statusCode).toBe(200);
  });

  it("answers 401 when its owner's account is disabled", async () => {
    const { user, session } = await buildMember();
    const { key } = await createKey(session);
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await app.inject({ url: "/api/services/jobs", headers: withKey(key) })).statusCode).toBe(401);
  });

  it("is rate-limited per key (429 with Retry-After), another key of the owner unaffected", async () => {
    const limited = await startTestInstance(database, { RATE_LIMIT_API_KEY_PER_MINUTE: "2" });
    const { session } = await buildMember();
    const first = await createKey(session, "first");
    const other = await createKey(session, "other");
    const statuses = [];
    for (let call = 0; call < 3; call += 1) {
      statuses.push((await limited.app.inject({ url: "/api/services/jobs", headers: withKey(first.key) })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await limited.app.inject({ url: "/api/services/jobs", headers: withKey(first.key) });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await limited.app.inject({ url: "/api/services/jobs", headers: withKey(other.key) })).statusCode).toBe(200);
  });

  it("is revoked with its owner's account", async () => {
    const { user, session } = await buildMember();
    const { key } = await createKey(session);
    const deleted = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: session,
      payload: { confirm_email: user.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toEqual([]);
    expect((await app.inject({ url: "/api/services/jobs", headers: withKey(key) })).statusCode).toBe(401);
  });

  it("is listed by name and dates in the account's export, never the key or its hash", async () => {
    const { session } = await buildMember();
    const { key } = await createKey(session, "ERP");
    await app.inject({ url: "/api/services/jobs", headers: withKey(key) });
    const response = await app.inject({ url: "/api/account/export", headers: session });
    expect(response.statusCode).toBe(200);
    const { api_keys: listed } = response.json<{ api_keys: Record<string, unknown>[] }>();
    expect(listed.map((entry) => Object.keys(entry).sort())).toEqual([
      ["createdAt", "last4", "lastUsedAt", "name", "prefix"],
    ]);
    expect(listed[0]).toMatchObject({ name: "ERP", prefix: key.slice(0, 12), last4: key.slice(-4) });
    expect(typeof listed[0]?.lastUsedAt).toBe("string");
    expect(response.body).not.toContain(key);
    expect(response.body).not.toContain(hashWithKey(context.hashKey, `api-key:${key}`));
  });
});
