import { describe, expect, it } from "vitest";
import { formatHours } from "./certificate-pdf";
import { lessonSeconds, totalSecondsOf, videoMinutesOf } from "./lesson-length";

describe("lesson length", () => {
  it("is the video's measured length when it has one, else the declared minutes", () => {
    expect(lessonSeconds({ durationMinutes: 8 }, 8)).toBe(8);
    expect(lessonSeconds({ durationMinutes: 8 }, undefined)).toBe(480);
  });

  it("adds up to the course's total, falling back to the estimate when no lesson has a length", () => {
    const lessons = [
      { id: "a", durationMinutes: 6 },
      { id: "b", durationMinutes: 2 },
    ];
    expect(totalSecondsOf({ estimatedMinutes: 27 }, lessons, new Map([["a", 8]]))).toBe(128);
    expect(totalSecondsOf({ estimatedMinutes: 27 }, [], new Map())).toBe(27 * 60);
  });

  it("counts a short video as one whole minute where minutes are stored, and prints it as such", () => {
    expect(videoMinutesOf(8)).toBe(1);
    expect(videoMinutesOf(150)).toBe(3);
    expect(formatHours(1)).toBe("1 minuto");
    expect(formatHours(45)).toBe("45 minutos");
    expect(formatHours(90)).toBe("1,5 horas");
  });
});
