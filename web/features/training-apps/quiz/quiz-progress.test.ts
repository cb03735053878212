import { describe, expect, it } from "vitest";
import { drawRound } from "./quiz-round";
import { isQuizProgress } from "./quiz-progress";

const round = drawRound("ethics", () => 0.5);
const valid = {
  topic: "ethics",
  questions: round,
  answers: [{ id: round[0]?.id, chosen: 2 }],
  revealed: true,
  recorded: false,
  previousBest: null,
};

describe("stored quiz progress", () => {
  it("accepts a round in progress and no round", () => {
    expect(isQuizProgress(valid)).toBe(true);
    expect(isQuizProgress(null)).toBe(true);
  });

  it.each([
    ["an unknown topic", { ...valid, topic: "astrology" }],
    ["an unknown question", { ...valid, questions: [{ id: "nope", optionOrder: [0, 1, 2, 3] }] }],
    ["an answer to another question", { ...valid, answers: [{ id: round[1]?.id, chosen: 1 }] }],
    ["an option out of range", { ...valid, answers: [{ id: round[0]?.id, chosen: 9 }] }],
    ["a missing flag", { ...valid, recorded: undefined }],
    ["a string", "round"],
  ])("ignores %s (an older or tampered value)", (_name, value) => {
    expect(isQuizProgress(value)).toBe(false);
  });
});
