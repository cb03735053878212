import { describe, expect, it } from "vitest";
import { DILEMMAS } from "../../../../i18n/content/dilemmas/scenarios";
import { buildProfile, type DilemmaChoices } from "./dilemma-profile";

/** The same option index for every scenario. */
const everyScenario = (option: number): DilemmaChoices =>
  Object.fromEntries(DILEMMAS.map((dilemma) => [dilemma.id, option]));

describe("dilemma profile", () => {
  it.each([
    { name: "no answers", choices: {}, answered: 0, leading: [] },
    { name: "always the first, expedient option", choices: everyScenario(0), answered: 12, leading: ["efficiency"] },
    { name: "a single privacy-minded choice", choices: { "hr-review-notes": 2 }, answered: 1, leading: ["privacy"] },
    {
      name: "one choice favouring two values equally",
      choices: { "loan-rejection": 1 },
      answered: 1,
      leading: ["transparency", "accountability"],
    },
    { name: "choices for unknown options are ignored", choices: { "loan-rejection": 7 }, answered: 0, leading: [] },
  ])("$name", ({ choices, answered, leading }) => {
    const profile = buildProfile(choices);
    expect(profile.answered).toBe(answered);
    expect(profile.leading).toEqual(leading);
  });

  it("counts every value an option stands for and shares add up to about 100", () => {
    const profile = buildProfile(everyScenario(1));
    const total = profile.values.reduce((sum, item) => sum + item.count, 0);
    const expected = DILEMMAS.reduce((sum, dilemma) => sum + dilemma.options[1].values.length, 0);
    expect(total).toBe(expected);
    const percents = profile.values.reduce((sum, item) => sum + item.percent, 0);
    expect(percents).toBeGreaterThanOrEqual(98);
    expect(percents).toBeLessThanOrEqual(102);
    expect(profile.values.map((item) => item.count)).toEqual(
      [...profile.values.map((item) => item.count)].sort((a, b) => b - a),
    );
  });

  it("favours privacy and accountability when the careful option is always chosen", () => {
    const profile = buildProfile(everyScenario(1));
    expect(profile.values.find((item) => item.value === "efficiency")?.count).toBe(0);
    expect(profile.leading.length).toBeGreaterThan(0);
  });
});
