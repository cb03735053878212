import { describe, expect, inject, it } from "vitest";
import { randomBytes } from "node:crypto";
import { connectDatabase, applyMigrations } from "./client";
import { runAdminQuery, withDatabase } from "../test/global-setup";

describe("migrations", () => {
  it("lets several instances start together on a fresh database", async () => {
    const adminDatabaseUrl = inject("adminDatabaseUrl");
    const name = `fresh_${randomBytes(5).toString("hex")}`;
    await runAdminQuery(adminDatabaseUrl, `CREATE DATABASE "${name}"`);
    const instances = Array.from({ length: 4 }, () => connectDatabase(withDatabase(adminDatabaseUrl, name)));
    try {
      const results = await Promise.allSettled(instances.map((instance) => applyMigrations(instance.db)));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const first = instances[0];
      const applied = await first?.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      expect(applied?.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await runAdminQuery(adminDatabaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
