import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { buildTestConfig } from "../core/config";
import { createContext, type AppContext } from "../context";
import { applyMigrations, connectDatabase, type Database } from "../db/client";
import { createLogger } from "../core/logger";
import { startUp } from "./start-up";
import { runAdminQuery, withDatabase } from "../test/global-setup";
import { DEMO_ASSISTANTS } from "./seed/demo-assistants";
import { DEMO_CATEGORIES, DEMO_POSTS } from "./seed/demo-blog";
import { DEMO_EXTERNAL_APPS, DEMO_SOFTWARE } from "./seed/demo-catalogue-data";
import { DEMO_COURSES } from "./seed/demo-courses-content";
import { DEMO_RESOURCE_TEXTS } from "./seed/demo-resource-texts";

const ADMIN_EMAIL = "admin@example.com";
const dataDir = `/tmp/platform-start-up-test-${process.pid}`;
const adminDatabaseUrl = inject("adminDatabaseUrl");
// Empty, not cloned from the migrated template: each instance migrates it as at a first deploy.
const name = `empty_${randomBytes(5).toString("hex")}`;
await runAdminQuery(adminDatabaseUrl, `CREATE DATABASE "${name}"`);
const databases = [0, 1].map(() => connectDatabase(withDatabase(adminDatabaseUrl, name)));
const contexts: AppContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all(databases.map((database) => database.close()));
  await runAdminQuery(adminDatabaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
});

/** What server.ts does before it listens, after migrating. */
async function startInstance(database: Database) {
  const config = buildTestConfig({
    SEED_DEMO_CONTENT: "true",
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD: "Start-up-admin-pass-7731",
  });
  const context = createContext(config, database, createLogger(config));
  contexts.push(context);
  const app = await buildApp({ context, webDistDir: "/nonexistent" });
  await startUp(context);
  await app.close();
}

describe("start-up", () => {
  // Seeding draws covers and screenshots with sharp: seconds, more on a loaded machine.
  it(
    "lets two instances start together on an empty database and seeds the demo content once",
    { timeout: 180_000 },
    async () => {
      await Promise.all(databases.map((database) => applyMigrations(database.db)));
      // Both past their migrations at the same moment: the worst timing for the steps after.
      const results = await Promise.allSettled(databases.map((database) => startInstance(database)));
      expect(results.map((result) => (result.status === "rejected" ? String(result.reason) : "started"))).toEqual([
        "started",
        "started",
      ]);

      const counts = await databases[0]?.pool.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM blog_categories) AS categories,
      (SELECT count(*)::int FROM blog_posts) AS posts,
      (SELECT count(*)::int FROM assistants) AS assistants,
      (SELECT count(*)::int FROM software_products) AS software,
      (SELECT count(*)::int FROM external_apps) AS apps,
      (SELECT count(*)::int FROM microcourses) AS courses,
      (SELECT count(*)::int FROM learning_paths) AS paths,
      (SELECT count(*)::int FROM resources) AS resources,
      (SELECT count(*)::int FROM users WHERE email = '${ADMIN_EMAIL}' AND is_admin) AS admins`);
      expect(counts?.rows[0]).toEqual({
        categories: DEMO_CATEGORIES.length,
        posts: DEMO_POSTS.length,
        assistants: DEMO_ASSISTANTS.length,
        software: DEMO_SOFTWARE.length,
        apps: DEMO_EXTERNAL_APPS.length,
        courses: DEMO_COURSES.length,
        paths: 1,
        resources: DEMO_RESOURCE_TEXTS.length,
        admins: 1,
      });
    },
  );
});
