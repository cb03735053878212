import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedServer } from "../db/embedded";
import { applyMigrations, connectDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A connection string to a database where test databases can be created. */
    adminDatabaseUrl: string;
    /** The migrated database every test file's database is cloned from. */
    templateDatabase: string;
    databaseEngine: "embedded" | "external";
  }
}

/**
 * One PostgreSQL per test run: the embedded server by default, or the server at
 * TEST_DATABASE_URL when TEST_DB=external. Migrations run once into a template database.
 */
export default async function setup(project: TestProject) {
  const useExternal = process.env.TEST_DB === "external";
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminDatabaseUrl: string;

  if (useExternal) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=external needs TEST_DATABASE_URL");
    adminDatabaseUrl = url;
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), "platform-test-pg-"));
    embedded = await startEmbeddedPostgres({ dataDir });
    adminDatabaseUrl = embedded.connectionString("postgres");
  }

  const templateDatabase = `tpl_${process.pid}_${Date.now().toString(36)}`;
  await runAdminQuery(adminDatabaseUrl, `CREATE DATABASE "${templateDatabase}"`);
  const template = connectDatabase(withDatabase(adminDatabaseUrl, templateDatabase));
  await applyMigrations(template.db);
  await template.close();

  project.provide("adminDatabaseUrl", adminDatabaseUrl);
  project.provide("templateDatabase", templateDatabase);
  project.provide("databaseEngine", useExternal ? "external" : "embedded");

  return async () => {
    await runAdminQuery(adminDatabaseUrl, `DROP DATABASE IF EXISTS "${templateDatabase}"`);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export async function runAdminQuery(adminDatabaseUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The same server, another database. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}
