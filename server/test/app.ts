import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import type { RouteOptions } from "fastify";
import { buildApp } from "../app";
import { buildTestConfig, type Config } from "../core/config";
import { createContext } from "../context";
import { createLogger } from "../core/logger";
import type { Database } from "../db/client";
import { createTestDatabase } from "./database";

type ConfigOverrides = Partial<Record<keyof Config, string>>;

/** The real app on a fresh test database, for `app.inject()` tests. Closed after the file. */
export async function createTestApp(overrides: ConfigOverrides = {}) {
  return startTestInstance(await createTestDatabase(), overrides);
}

/** Another app instance on a given database, as behind a load balancer. Closed after the file. */
export async function startTestInstance(database: Database, overrides: ConfigOverrides = {}) {
  const config = buildTestConfig({ ...externalEngines(), ...overrides });
  const context = createContext(config, database, createLogger(config));
  const routes: RouteOptions[] = [];
  const app = await buildApp({ context, webDistDir: "/nonexistent", onRoute: (route) => routes.push(route) });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await context.close();
  });
  return { app, context, database, routes };
}

/** Each test file has its own Redis namespace; the apps of one file share it. */
const FILE_REDIS_PREFIX = `test:${randomBytes(6).toString("hex")}:`;

/**
 * On the external run (TEST_DB=external) the app also uses the machine's Redis. A test that
 * needs the Redis-less engines passes `REDIS_URL: ""`.
 */
function externalEngines(): ConfigOverrides {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (process.env.TEST_DB !== "external" || !redisUrl) return { REDIS_PREFIX: FILE_REDIS_PREFIX };
  return { REDIS_URL: redisUrl, REDIS_PREFIX: FILE_REDIS_PREFIX };
}
