import {
  QUIZ_QUESTIONS,
  type QuizQuestion,
  type QuizQuestionId,
  type QuizTopic,
} from "../../../../i18n/content/quiz/questions";

export const ROUND_SIZE = 10;

/** A round on one topic, or on all of them mixed. */
export type RoundTopic = QuizTopic | "mixed";

/** A uniform random number in [0, 1); injected so tests can draw reproducible rounds. */
export type Random = () => number;

export interface RoundQuestion {
  id: QuizQuestionId;
  /** The order in which this round shows the options: indexes into the content's options (0 = correct). */
  optionOrder: number[];
}

export interface RoundAnswer {
  id: QuizQuestionId;
  /** The chosen option as an index into the content's options. */
  chosen: number;
}

export interface RoundScore {
  correct: number;
  total: number;
  /** Rounded to a whole number, 0–100. */
  percent: number;
  mistakes: RoundAnswer[];
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Up to ROUND_SIZE different questions of the topic, each with its options shuffled, shown from
 * the easiest level to the hardest so a round builds up.
 */
export function drawRound(
  topic: RoundTopic,
  random: Random = Math.random,
  pool: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): RoundQuestion[] {
  const candidates = topic === "mixed" ? pool : pool.filter((question) => question.topic === topic);
  const levelRank = { basic: 0, intermediate: 1, advanced: 2 } as const;
  return shuffle(candidates, random)
    .slice(0, ROUND_SIZE)
    .sort((left, right) => levelRank[left.level] - levelRank[right.level])
    .map((question) => ({ id: question.id, optionOrder: shuffle([0, 1, 2, 3], random) }));
}

export function isCorrect(answer: RoundAnswer): boolean {
  return answer.chosen === 0;
}

export function scoreRound(answers: readonly RoundAnswer[]): RoundScore {
  const correct = answers.filter(isCorrect).length;
  const total = answers.length;
  return {
    correct,
    total,
    percent: total === 0 ? 0 : Math.round((correct / total) * 100),
    mistakes: answers.filter((answer) => !isCorrect(answer)),
  };
}
