import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { connectDatabase, type Database } from "../db/client";
import { runAdminQuery, withDatabase } from "./global-setup";

/**
 * A fresh, migrated database for the calling test file, cloned from the run's template and
 * dropped when the file ends. Call it at the top level of a test file.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminDatabaseUrl = inject("adminDatabaseUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await runAdminQuery(adminDatabaseUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject("templateDatabase")}"`);
  const database = connectDatabase(withDatabase(adminDatabaseUrl, name));
  afterAll(async () => {
    await database.close();
    await runAdminQuery(adminDatabaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return database;
}

export const databaseEngine = () => inject("databaseEngine");
