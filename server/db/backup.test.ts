import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { createTestDatabase } from "../test/database";
import { signInWithPassword, signUpConfirmed } from "../test/auth-helpers";
import { seedDemoBlog } from "../start-up/seed/demo-blog";
import { BackupError, restoreBackup, writeBackup } from "./backup";
import type { Database } from "./client";

const { app, context } = await createTestApp({ SEED_DEMO_CONTENT: "true" });
await seedDemoBlog(context);
const { email, password } = await signUpConfirmed(app, context);
await signInWithPassword(app, email, password);

async function backupToText(database: Database): Promise<string> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(database.pool, output);
  output.end();
  return Buffer.concat(chunks).toString("utf8");
}

/** Every table's rows as PostgreSQL prints them, in a stable order. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await database.pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ rows: string | null }>(
      `SELECT json_agg(t ORDER BY t::text)::text AS rows FROM "${name}" t`,
    );
    result[name] = rows[0]?.rows ?? "[]";
  }
  return result;
}

describe("backup and restore", () => {
  it("round-trips every table exactly, generated columns and sequences included", async () => {
    const text = await backupToText(context.database);
    const target = await createTestDatabase();
    const summary = await restoreBackup(target.pool, Readable.from([text]));
    expect(summary.rows).toBeGreaterThan(20);
    const before = await snapshot(context.database);
    expect(before.blog_posts).toContain("search_vector");
    expect(await snapshot(target)).toEqual(before);
    // The restored sequence continues after the restored rows instead of colliding with them.
    const { rows } = await target.pool.query<{ id: string }>(
      "INSERT INTO refresh_tokens (session_id, token_hash) SELECT session_id, 'new-hash' FROM refresh_tokens LIMIT 1 RETURNING id",
    );
    const { rows: max } = await target.pool.query<{ max: string }>(
      "SELECT max(id) AS max FROM refresh_tokens WHERE token_hash <> 'new-hash'",
    );
    expect(Number(rows[0]?.id)).toBeGreaterThan(Number(max[0]?.max));
  });

  it("refuses a database that has data unless told to replace it, and then changes nothing", async () => {
    const text = await backupToText(context.database);
    const target = await createTestDatabase();
    await target.pool.query("INSERT INTO blog_categories (name, slug) VALUES ('Mía', 'mia')");
    await expect(restoreBackup(target.pool, Readable.from([text]))).rejects.toThrow(BackupError);
    expect((await target.pool.query("SELECT slug FROM blog_categories")).rows).toEqual([{ slug: "mia" }]);
    await restoreBackup(target.pool, Readable.from([text]), { replace: true });
    expect(await snapshot(target)).toEqual(await snapshot(context.database));
  });

  it("refuses a backup taken at other migrations, and a file that is not a backup", async () => {
    const text = await backupToText(context.database);
    const [headerLine, ...rest] = text.split("\n");
    const header = JSON.parse(headerLine ?? "") as [string, { migrations: string[] }];
    header[1].migrations.pop();
    const older = [JSON.stringify(header), ...rest].join("\n");
    const target = await createTestDatabase();
    await expect(restoreBackup(target.pool, Readable.from([older]))).rejects.toThrow(/migration/);
    await expect(restoreBackup(target.pool, Readable.from(['["row",{"id":1}]\n']))).rejects.toThrow(BackupError);
    await expect(restoreBackup(target.pool, Readable.from(["hello\n"]))).rejects.toThrow();
    expect((await target.pool.query("SELECT count(*)::int AS n FROM users")).rows).toEqual([{ n: 0 }]);
  });
});
