import { describe, expect, it } from "vitest";
import {
  MATURITY_DIMENSIONS,
  MATURITY_ITEMS,
  findWeakDimensions,
  isChecklistComplete,
  levelForScore,
  scoreAssessment,
  scoreDimension,
  type TMaturityAnswers,
  type TMaturityDimension,
} from "./maturity-checklist";

/** Every item of the checklist answered with `value`, or with what `byDimension` says for its dimension. */
function answerAll(value: number, byDimension: Partial<Record<TMaturityDimension, number>> = {}): TMaturityAnswers {
  return Object.fromEntries(MATURITY_ITEMS.map((item) => [item.id, byDimension[item.dimension] ?? value]));
}

describe("maturity checklist: definition", () => {
  it("has 30 or more items over exactly six dimensions, each with at least five", () => {
    expect(MATURITY_ITEMS.length).toBeGreaterThanOrEqual(30);
    expect(MATURITY_DIMENSIONS).toHaveLength(6);
    for (const dimension of MATURITY_DIMENSIONS)
      expect(MATURITY_ITEMS.filter((item) => item.dimension === dimension).length).toBeGreaterThanOrEqual(5);
    expect(new Set(MATURITY_ITEMS.map((item) => item.id)).size).toBe(MATURITY_ITEMS.length);
  });
});

describe("maturity checklist: levels", () => {
  it.each([
    [0, 1],
    [19, 1],
    [20, 2],
    [39, 2],
    [40, 3],
    [59, 3],
    [60, 4],
    [79, 4],
    [80, 5],
    [100, 5],
  ])("an overall score of %i%% is level %i", (percent, level) => {
    expect(levelForScore(percent)).toBe(level);
  });
});

describe("maturity checklist: scoring", () => {
  it.each([
    ["all zero", answerAll(0), 0, 1],
    ["all one", answerAll(1), 25, 2],
    ["all two", answerAll(2), 50, 3],
    ["all three", answerAll(3), 75, 4],
    ["all four", answerAll(4), 100, 5],
    ["strong strategy only", answerAll(0, { strategy: 4 }), 17, 1],
    ["half the dimensions full", answerAll(0, { strategy: 4, data: 4, technology: 4 }), 50, 3],
    ["nothing answered", {}, 0, 1],
  ])("%s → overall %i%%, level %i", (_name, answers, overall, level) => {
    const result = scoreAssessment(answers);
    expect(result.overall).toBe(overall);
    expect(result.level).toBe(level);
  });

  it.each([
    [[4, 4, 4, 4, 4], 100],
    [[0, 0, 0, 0, 0], 0],
    [[4, 0, 4, 0, 2], 50],
    [[1, 2, 3, 4, 0], 50],
    [[3, 3, 3, 3, 2], 70],
    [[1, 1, 1, 1, 2], 30],
  ])("dimension answers %j score %i%%", (values, percent) => {
    const items = MATURITY_ITEMS.filter((item) => item.dimension === "data");
    const answers: TMaturityAnswers = Object.fromEntries(items.map((item, index) => [item.id, values[index] ?? 0]));
    expect(scoreDimension(answers, "data")).toBe(percent);
  });

  it("lists the dimensions under 60% as weak, weakest first", () => {
    const result = scoreAssessment(answerAll(4, { governance: 1, data: 2, people: 0 }));
    expect(findWeakDimensions(result)).toEqual(["people", "governance", "data"]);
    expect(findWeakDimensions(scoreAssessment(answerAll(3)))).toEqual([]);
  });

  it("knows when every item has an answer", () => {
    expect(isChecklistComplete(answerAll(2))).toBe(true);
    const { "strategy-vision": _dropped, ...missingOne } = answerAll(2);
    expect(isChecklistComplete(missingOne)).toBe(false);
  });
});

describe("text kept in jsonb", () => {
  it.each([
    ["a lone high surrogate", "a\ud800b", true],
    ["a lone low surrogate", "a\udc00", true],
    ["a pair (an emoji)", "ok 😀", false],
    ["plain Catalan", "l·l, ç, à", false],
  ])("%s is %s", async (_name, value, isLone) => {
    const { hasLoneSurrogate } = await import("./text");
    expect(hasLoneSurrogate(value)).toBe(isLone);
  });
});
