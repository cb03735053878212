import { describe, expect, it } from "vitest";
import { madridDay, nextMadridMidnight } from "./madrid-day";

describe("Madrid calendar day", () => {
  it("starts the day at Madrid midnight, not UTC midnight", () => {
    expect(madridDay(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(madridDay(new Date("2026-01-15T22:59:00Z"))).toBe("2026-01-15");
    expect(madridDay(new Date("2026-01-15T23:00:00Z"))).toBe("2026-01-16");
  });

  it("resets at the next Madrid midnight in winter, in summer and across clock changes", () => {
    expect(nextMadridMidnight(new Date("2026-01-15T10:00:00Z")).toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(nextMadridMidnight(new Date("2026-07-15T10:00:00Z")).toISOString()).toBe("2026-07-15T22:00:00.000Z");
    // Clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(nextMadridMidnight(new Date("2026-03-29T10:00:00Z")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(nextMadridMidnight(new Date("2026-10-25T10:00:00Z")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });
});
