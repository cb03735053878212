import { describe, expect, it } from "vitest";
import { connectDatabase } from "./client";
import { createTestDatabase } from "../test/database";

const { connectionString } = await createTestDatabase();

describe("database pool", () => {
  it("reports an idle connection that the server ends, and keeps working", async () => {
    const errors: Error[] = [];
    const database = connectDatabase(connectionString, (error) => void errors.push(error));
    const idle = await database.pool.connect();
    const { rows } = await idle.query<{ pid: number }>("select pg_backend_pid() as pid");
    idle.release();
    const killer = connectDatabase(connectionString);
    await killer.pool.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
    await killer.close();
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect((await database.pool.query("select 1 as one")).rows[0]).toEqual({ one: 1 });
    await database.close();
  });

  // Found by the crash test killing the database server: the app died instead of reconnecting.
  it("survives the server ending a connection that is checked out between two queries", async () => {
    const database = connectDatabase(connectionString);
    const inUse = await database.pool.connect();
    const { rows } = await inUse.query<{ pid: number }>("select pg_backend_pid() as pid");
    const ended = new Promise((resolve) => inUse.once("end", resolve));
    const killer = connectDatabase(connectionString);
    await killer.pool.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
    await killer.close();
    await ended;
    await expect(inUse.query("select 1")).rejects.toThrow();
    inUse.release(true);
    expect((await database.pool.query("select 1 as one")).rows[0]).toEqual({ one: 1 });
    await database.close();
  });
});
