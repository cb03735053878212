import { describe, expect, it } from "vitest";
import { classifyUseCase, prioritiseUseCases, scoreRisk } from "./strategy-kit";

describe("impact/effort matrix", () => {
  it.each([
    [5, 1, "quick-win"],
    [3, 2, "quick-win"],
    [5, 5, "major-project"],
    [3, 3, "major-project"],
    [2, 2, "fill-in"],
    [1, 1, "fill-in"],
    [2, 3, "avoid"],
    [1, 5, "avoid"],
  ] as const)("impact %i and effort %i is a %s", (impact, effort, quadrant) => {
    expect(classifyUseCase(impact, effort)).toBe(quadrant);
  });

  it("orders quick wins first, then major projects, fill-ins and the ones to avoid; more impact and less effort first within each", () => {
    const useCases = [
      { name: "avoid", impact: 1, effort: 5 },
      { name: "fill-in", impact: 2, effort: 1 },
      { name: "major", impact: 4, effort: 4 },
      { name: "quick-small", impact: 3, effort: 1 },
      { name: "quick-big", impact: 5, effort: 2 },
      { name: "quick-big-easier", impact: 5, effort: 1 },
      { name: "major-bigger", impact: 5, effort: 5 },
    ];
    expect(prioritiseUseCases(useCases).map((useCase) => useCase.name)).toEqual([
      "quick-big-easier",
      "quick-big",
      "quick-small",
      "major-bigger",
      "major",
      "fill-in",
      "avoid",
    ]);
  });
});

describe("risk register", () => {
  it.each([
    [1, 1, 1, "low"],
    [2, 3, 6, "low"],
    [2, 4, 8, "medium"],
    [3, 4, 12, "medium"],
    [3, 5, 15, "high"],
    [5, 5, 25, "high"],
  ] as const)("likelihood %i × impact %i scores %i, %s", (likelihood, impact, score, level) => {
    expect(scoreRisk(likelihood, impact)).toEqual({ score, level });
  });
});
