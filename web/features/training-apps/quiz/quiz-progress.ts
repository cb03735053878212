import { QUIZ_QUESTIONS, QUIZ_TOPICS } from "../../../../i18n/content/quiz/questions";
import type { RoundAnswer, RoundQuestion, RoundTopic } from "./quiz-round";

/** A round in progress, kept in local storage so a reload resumes it where it was. */
export interface QuizProgress {
  topic: RoundTopic;
  questions: RoundQuestion[];
  answers: RoundAnswer[];
  /** The last answer's explanation is on screen. */
  revealed: boolean;
  /** The finished round has been sent to the server (never twice, even after a reload). */
  recorded: boolean;
  /** The best percentage on this topic before this round, to say "new best". */
  previousBest: number | null;
}

export const QUIZ_PROGRESS_KEY = "training.quiz.round.v1";

const QUESTION_IDS = new Set<string>(QUIZ_QUESTIONS.map((question) => question.id));
const ROUND_TOPICS = new Set<string>([...QUIZ_TOPICS, "mixed"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isOptionIndex = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 3;

export function isQuizProgress(value: unknown): value is QuizProgress | null {
  if (value === null) return true;
  if (!isRecord(value) || typeof value.topic !== "string" || !ROUND_TOPICS.has(value.topic)) return false;
  const { questions, answers } = value;
  if (!Array.isArray(questions) || !Array.isArray(answers) || answers.length > questions.length) return false;
  const areQuestionsValid = questions.every(
    (question) =>
      isRecord(question) &&
      typeof question.id === "string" &&
      QUESTION_IDS.has(question.id) &&
      Array.isArray(question.optionOrder) &&
      question.optionOrder.length === 4 &&
      question.optionOrder.every(isOptionIndex),
  );
  const areAnswersValid = answers.every(
    (answer, index) =>
      isRecord(answer) &&
      isRecord(questions[index]) &&
      answer.id === questions[index].id &&
      isOptionIndex(answer.chosen),
  );
  return (
    areQuestionsValid &&
    areAnswersValid &&
    typeof value.revealed === "boolean" &&
    typeof value.recorded === "boolean" &&
    (value.previousBest === null || typeof value.previousBest === "number")
  );
}
