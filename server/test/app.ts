import { afterAll } from "vitest";
import { buildApp } from "../app";
import { buildTestConfig, type Config } from "../config";
import type { AppContext } from "../context";
import { createTestDatabase } from "./database";

type ConfigOverrides = Partial<Record<keyof Config, string>>;

/** The real app on a fresh test database, for `app.inject()` tests. Closed after the file. */
export async function createTestApp(overrides: ConfigOverrides = {}) {
  const database = await createTestDatabase();
  const context: AppContext = { config: buildTestConfig(overrides), database, pageMeta: [] };
  const app = await buildApp({ context, webDistDir: "/nonexistent" });
  await app.ready();
  afterAll(() => app.close());
  return { app, context, database };
}
