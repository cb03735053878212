export const QUIZ_TOPICS = ["fundamentals", "prompting", "regulation", "ethics"] as const;
export type QuizTopic = (typeof QUIZ_TOPICS)[number];

export const QUIZ_LEVELS = ["basic", "intermediate", "advanced"] as const;
export type QuizLevel = (typeof QUIZ_LEVELS)[number];

/** Five questions for each topic and level: 4 × 3 × 5 = 60. */
const QUESTIONS_PER_CELL = [1, 2, 3, 4, 5] as const;

export type QuizQuestionId = `${QuizTopic}-${QuizLevel}-${(typeof QUESTIONS_PER_CELL)[number]}`;

export interface QuizQuestion {
  id: QuizQuestionId;
  topic: QuizTopic;
  level: QuizLevel;
}

export const QUIZ_QUESTIONS: QuizQuestion[] = QUIZ_TOPICS.flatMap((topic) =>
  QUIZ_LEVELS.flatMap((level) =>
    QUESTIONS_PER_CELL.map((number) => ({ id: `${topic}-${level}-${number}` as const, topic, level })),
  ),
);

/**
 * One question in one language. The first option is the correct one; a round shuffles the
 * options before showing them, so authors never have to keep an index in step across languages.
 */
export interface QuizQuestionText {
  question: string;
  options: readonly [correct: string, string, string, string];
  explanation: string;
}

export type QuizContent = Record<QuizQuestionId, QuizQuestionText>;
