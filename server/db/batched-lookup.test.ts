import { describe, expect, it } from "vitest";
import { createBatchedLookup } from "./batched-lookup";

/** A loader over a mutable table whose queries finish only when the test lets them. */
function createControlledLoader(table: Map<string, string>) {
  const queries: { keys: string[]; finish: () => void }[] = [];
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve) => {
      const snapshot = new Map<string, string>();
      for (const key of keys) {
        const value = table.get(key);
        if (value !== undefined) snapshot.set(key, value);
      }
      queries.push({ keys, finish: () => resolve(snapshot) });
    });
  const finish = (index: number) => {
    const query = queries[index];
    if (!query) throw new Error(`no query ${index} started`);
    query.finish();
  };
  return { queries, loadMany, finish };
}

describe("batched lookup", () => {
  it("answers lookups asked while queries run with one shared query", async () => {
    const table = new Map([
      ["a", "A"],
      ["b", "B"],
      ["c", "C"],
    ]);
    const { queries, loadMany, finish } = createControlledLoader(table);
    const lookup = createBatchedLookup(loadMany, { maxInFlight: 1 });

    const first = lookup("a");
    const waiting = [lookup("a"), lookup("b"), lookup("c"), lookup("missing")];
    expect(queries.map((query) => query.keys)).toEqual([["a"]]);
    finish(0);
    expect(await first).toBe("A");
    await new Promise((resolve) => setImmediate(resolve));
    expect(queries.map((query) => query.keys)).toEqual([["a"], ["a", "b", "c", "missing"]]);
    finish(1);
    expect(await Promise.all(waiting)).toEqual(["A", "B", "C", undefined]);
  });

  it("never answers a lookup with a query that started before it was asked", async () => {
    const table = new Map([["session", "live"]]);
    const { loadMany, finish } = createControlledLoader(table);
    const lookup = createBatchedLookup(loadMany, { maxInFlight: 1 });

    const before = lookup("session");
    table.delete("session"); // signed out while the first query runs
    const after = lookup("session");
    finish(0);
    expect(await before).toBe("live");
    await new Promise((resolve) => setImmediate(resolve));
    finish(1);
    expect(await after).toBeUndefined();
  });

  it("passes a failed query's error to every lookup in it, and keeps working", async () => {
    let shouldFail = true;
    const lookup = createBatchedLookup(async (keys) => {
      if (shouldFail) throw new Error("database down");
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    await expect(Promise.all([lookup("a"), lookup("b")])).rejects.toThrow("database down");
    shouldFail = false;
    expect(await lookup("a")).toBe("A");
  });
});
