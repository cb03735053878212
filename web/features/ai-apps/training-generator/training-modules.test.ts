import { describe, expect, it } from "vitest";
import { buildTrainingOutline } from "./training-modules";

describe("buildTrainingOutline", () => {
  it.each([
    [
      "a beginner writing plan",
      { level: "beginner", goals: ["writing"], totalHours: 20, hoursPerWeek: 2 },
      ["foundations", "prompting", "verification", "writing", "ethics"],
      [],
    ],
    [
      "an advanced group skips the basics",
      { level: "advanced", goals: ["writing"], totalHours: 20, hoursPerWeek: 2 },
      ["prompting", "verification", "writing", "ethics"],
      [],
    ],
    [
      "compliance adds privacy and the AI Act",
      { level: "intermediate", goals: ["compliance"], totalHours: 40, hoursPerWeek: 4 },
      ["foundations", "prompting", "verification", "data-privacy", "ai-act", "ethics"],
      [],
    ],
    [
      "few hours keep the core and leave goal modules out",
      { level: "beginner", goals: ["leadership"], totalHours: 9, hoursPerWeek: 3 },
      ["foundations", "prompting", "verification", "ethics"],
      ["ai-act", "use-cases", "leading-change"],
    ],
    [
      "the smallest budget still gives a plan",
      { level: "beginner", goals: ["analysis"], totalHours: 2, hoursPerWeek: 1 },
      ["foundations"],
      ["prompting", "verification", "analysis", "ethics"],
    ],
  ] as const)("%s", (_name, input, modules, leftOut) => {
    const outline = buildTrainingOutline({ ...input, goals: [...input.goals] });
    expect(outline.modules.map((module) => module.id)).toEqual(modules);
    expect(outline.leftOut).toEqual(leftOut);
    expect(outline.totalHours).toBeLessThanOrEqual(input.totalHours);
  });

  it("lays the modules out week by week at the chosen pace", () => {
    const outline = buildTrainingOutline({ level: "beginner", goals: ["writing"], totalHours: 20, hoursPerWeek: 2 });
    expect(outline.modules.map(({ id, startWeek, endWeek }) => [id, startWeek, endWeek])).toEqual([
      ["foundations", 1, 1],
      ["prompting", 2, 3],
      ["verification", 3, 4],
      ["writing", 4, 5],
      ["ethics", 6, 6],
    ]);
    expect(outline.weeks).toBe(6);
    expect(outline.totalHours).toBe(12);
  });
});
