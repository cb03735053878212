import { describe, expect, it } from "vitest";
import { connectDatabase } from "./client";
import { runScheduledTask, scheduleTask } from "./scheduled-task";
import { createLogger } from "../core/logger";
import { buildTestConfig } from "../core/config";
import { createTestDatabase } from "../test/database";

const database = await createTestDatabase();
/** A second pool on the same database: another instance of the app. */
const otherInstance = connectDatabase(database.connectionString);
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("a daily task shared by several instances", () => {
  it("runs once when two instances check at the same moment", async () => {
    const started = deferred();
    const release = deferred();
    let runs = 0;
    const work = async () => {
      runs += 1;
      started.resolve();
      await release.promise;
    };
    const first = runScheduledTask(database.db, "together", DAY_MS, work);
    await started.promise;
    const second = await runScheduledTask(otherInstance.db, "together", DAY_MS, work);
    release.resolve();
    expect([await first, second]).toEqual(["ran", "busy"]);
    expect(runs).toBe(1);
  });

  it("is not run again within its interval, even by an instance started since", async () => {
    const start = new Date("2026-03-01T08:00:00Z");
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    expect(await runScheduledTask(database.db, "daily", DAY_MS, work, () => start)).toBe("ran");
    const anHourLater = () => new Date(start.getTime() + HOUR_MS);
    expect(await runScheduledTask(otherInstance.db, "daily", DAY_MS, work, anHourLater)).toBe("not_due");
    const aDayLater = () => new Date(start.getTime() + DAY_MS + HOUR_MS);
    expect(await runScheduledTask(otherInstance.db, "daily", DAY_MS, work, aDayLater)).toBe("ran");
    expect(runs).toBe(2);
  });

  it("runs again at the next check when a run failed, and the lock is free for it", async () => {
    let attempts = 0;
    const failOnce = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("the provider did not answer");
    };
    await expect(runScheduledTask(database.db, "flaky", DAY_MS, failOnce)).rejects.toThrow("did not answer");
    expect(await runScheduledTask(otherInstance.db, "flaky", DAY_MS, failOnce)).toBe("ran");
    expect(await runScheduledTask(database.db, "flaky", DAY_MS, failOnce)).toBe("not_due");
  });

  it("checks at once when scheduled, and stopping waits for the run in progress", async () => {
    const started = deferred();
    const release = deferred();
    let isFinished = false;
    const task = scheduleTask(otherInstance.db, createLogger(buildTestConfig({ LOG_LEVEL: "silent" })), {
      name: "scheduled",
      intervalMs: DAY_MS,
      checkEveryMs: HOUR_MS,
      work: async () => {
        started.resolve();
        await release.promise;
        isFinished = true;
      },
    });
    await started.promise;
    let hasStopped = false;
    const stopped = task.stop().then(() => (hasStopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(hasStopped).toBe(false);
    release.resolve();
    await stopped;
    expect(isFinished).toBe(true);
    expect(await runScheduledTask(database.db, "scheduled", DAY_MS, async () => undefined)).toBe("not_due");
    await otherInstance.close();
  });
});
