import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../db/client";
import { blogPosts } from "../db/schema/index";
import { buildPost } from "../blog/factories";
import { createTestApp, startTestInstance } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";
import { MAX_BYTES_PER_NAMESPACE } from "./public-cache";
import { redisCacheChannel } from "./transports";

// The first instance speaks LISTEN/NOTIFY like the second, even on the run that has Redis.
const first = await createTestApp({ REDIS_URL: "" });

/** A second app instance on the same database with its own connections, as behind a load balancer. */
async function startSecondInstance(overrides: Record<string, string> = { REDIS_URL: "" }) {
  const database = connectDatabase(first.database.connectionString);
  afterAll(() => database.close());
  return startTestInstance(database, overrides);
}

async function expectEditSeenByOtherInstance(other: Awaited<ReturnType<typeof startSecondInstance>>) {
  const post = await buildPost(first.context, { title: "Versión 1" });
  await Promise.all([first.context.cache.ready(), other.context.cache.ready()]);
  const readTitle = async () =>
    (await other.app.inject({ method: "GET", url: `/api/blog/posts/${post.slug}` })).json<{ title: string }>().title;
  expect(await readTitle()).toBe("Versión 1");
  // A change behind the app's back (no invalidation) is not seen: the read comes from the cache.
  await first.context.database.db.update(blogPosts).set({ title: "Sin aviso" }).where(eq(blogPosts.id, post.id));
  expect(await readTitle()).toBe("Versión 1");

  const admin = await buildAdmin(first.context);
  const { authorization } = await signInAs(first.context, admin);
  const edit = await first.app.inject({
    method: "PATCH",
    url: `/api/admin/blog/posts/${post.id}`,
    headers: { authorization },
    payload: { title: "Versión 2" },
  });
  expect(edit.statusCode).toBe(200);
  const editedAt = Date.now();
  let title = await readTitle();
  while (title !== "Versión 2" && Date.now() - editedAt < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    title = await readTitle();
  }
  expect(title).toBe("Versión 2");
  expect(Date.now() - editedAt).toBeLessThan(1000);
}

describe("public cache across instances", () => {
  it("shows an edit made through one instance on another within a second (PostgreSQL LISTEN/NOTIFY)", async () => {
    await expectEditSeenByOtherInstance(await startSecondInstance());
  });

  it("does not store a load that started before an invalidation", async () => {
    const { cache } = first.context;
    await cache.ready();
    let release: (value: string) => void = () => undefined;
    const slow = cache.read("test", "key", () => new Promise<string>((resolve) => (release = resolve)));
    await cache.invalidate("test");
    release("old");
    expect(await slow).toBe("old");
    expect(await cache.read("test", "key", async () => "new")).toBe("new");
  });

  it("expires an entry at the time its loader gave", async () => {
    const { cache } = first.context;
    await cache.ready();
    expect(await cache.read("test", "expiring", async () => 1, { expiresAt: Date.now() + 50 })).toBe(1);
    expect(await cache.read("test", "expiring", async () => 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cache.read("test", "expiring", async () => 3)).toBe(3);
  });

  it("starts a namespace over once its weighed values pass the byte budget", async () => {
    const { cache } = first.context;
    await cache.ready();
    const weigh = () => MAX_BYTES_PER_NAMESPACE * 0.4;
    await cache.read("weighed", "a", async () => "a1", { weigh });
    await cache.read("weighed", "b", async () => "b1", { weigh });
    // Both fit; a third would pass the budget, so the namespace keeps only the third.
    expect(await cache.read("weighed", "a", async () => "a2", { weigh })).toBe("a1");
    await cache.read("weighed", "c", async () => "c1", { weigh });
    expect(await cache.read("weighed", "c", async () => "c2", { weigh })).toBe("c1");
    expect(await cache.read("weighed", "a", async () => "a3", { weigh })).toBe("a3");
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("public cache across instances with Redis", () => {
  it("shows an edit made through one instance on another within a second (Redis pub/sub)", async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? "";
    // Both instances must use Redis; the first one here is a fresh pair.
    const writer = await startSecondInstance({ REDIS_URL: redisUrl });
    const reader = await startSecondInstance({ REDIS_URL: redisUrl });
    const post = await buildPost(writer.context, { title: "Redis 1" });
    await Promise.all([writer.context.cache.ready(), reader.context.cache.ready()]);
    const readTitle = async () =>
      (await reader.app.inject({ method: "GET", url: `/api/blog/posts/${post.slug}` })).json<{ title: string }>().title;
    expect(await readTitle()).toBe("Redis 1");
    const admin = await buildAdmin(writer.context);
    const { authorization } = await signInAs(writer.context, admin);
    await writer.app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers: { authorization },
      payload: { title: "Redis 2" },
    });
    const editedAt = Date.now();
    let title = await readTitle();
    while (title !== "Redis 2" && Date.now() - editedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      title = await readTitle();
    }
    expect(title).toBe("Redis 2");
  });

  it("listens on a channel under REDIS_PREFIX, so deployments sharing one Redis stay apart", async () => {
    const instance = await startSecondInstance({ REDIS_URL: process.env.TEST_REDIS_URL ?? "" });
    await instance.context.cache.ready();
    const channel = redisCacheChannel(instance.context.config.REDIS_PREFIX);
    expect(channel.startsWith(instance.context.config.REDIS_PREFIX)).toBe(true);
    const counts = await instance.context.redis?.pubsub("NUMSUB", channel);
    expect(counts?.[1]).toBeGreaterThanOrEqual(1);
  });
});
