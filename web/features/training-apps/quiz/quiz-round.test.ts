import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { QUIZ_QUESTIONS, QUIZ_TOPICS } from "../../../../i18n/content/quiz/questions";
import { drawRound, ROUND_SIZE, scoreRound, shuffle, type RoundAnswer, type RoundTopic } from "./quiz-round";

/** A small deterministic generator (mulberry32), so a failing seed can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS: RoundTopic[] = [...QUIZ_TOPICS, "mixed"];

describe("drawing a quiz round", () => {
  it.each(TOPICS)("draws %s rounds of ten different questions of that topic", (topic) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const round = drawRound(topic, seeded(seed));
        const ids = round.map((question) => question.id);
        expect(round).toHaveLength(ROUND_SIZE);
        expect(new Set(ids).size).toBe(ROUND_SIZE);
        if (topic !== "mixed") expect(ids.every((id) => id.startsWith(`${topic}-`))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("orders a round from basic to advanced and shuffles each question's four options", () => {
    const round = drawRound("ethics", seeded(7));
    const levels = round.map((question) => QUIZ_QUESTIONS.find((item) => item.id === question.id)?.level);
    const rank = { basic: 0, intermediate: 1, advanced: 2 } as const;
    const ranks = levels.map((level) => (level ? rank[level] : -1));
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
    for (const question of round) expect([...question.optionOrder].sort()).toEqual([0, 1, 2, 3]);
  });

  it("does not always put the correct answer first", () => {
    const firstShown = drawRound("mixed", seeded(42)).map((question) => question.optionOrder[0]);
    expect(new Set(firstShown).size).toBeGreaterThan(1);
  });

  it("draws fewer questions when the pool is smaller than a round", () => {
    const pool = QUIZ_QUESTIONS.filter((question) => question.topic === "prompting" && question.level === "basic");
    expect(drawRound("prompting", seeded(1), pool)).toHaveLength(pool.length);
  });

  it("shuffles without losing or duplicating items", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        expect(shuffle(items, seeded(seed)).sort()).toEqual([...items].sort());
      }),
    );
  });
});

const answer = (chosen: number): RoundAnswer => ({ id: "ethics-basic-1", chosen });

describe("scoring a quiz round", () => {
  it.each([
    { chosen: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], correct: 10, percent: 100, mistakes: 0 },
    { chosen: [0, 1, 0, 2, 0, 0, 3, 0, 0, 0], correct: 7, percent: 70, mistakes: 3 },
    { chosen: [1, 2, 3, 1, 2, 3, 1, 2, 3, 1], correct: 0, percent: 0, mistakes: 10 },
    { chosen: [0, 1, 1], correct: 1, percent: 33, mistakes: 2 },
    { chosen: [], correct: 0, percent: 0, mistakes: 0 },
  ])("$chosen scores $correct ($percent%)", ({ chosen, correct, percent, mistakes }) => {
    const score = scoreRound(chosen.map(answer));
    expect(score).toMatchObject({ correct, total: chosen.length, percent });
    expect(score.mistakes).toHaveLength(mistakes);
    expect(score.mistakes.every((mistake) => mistake.chosen !== 0)).toBe(true);
  });
});
