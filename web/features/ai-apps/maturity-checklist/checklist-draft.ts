import {
  MATURITY_ANSWER_MAX,
  MATURITY_DIMENSIONS,
  MATURITY_ITEM_IDS,
  type TMaturityAnswers,
} from "../../../../contracts/maturity-scoring";

/** The questionnaire in progress, kept in local storage so a reload loses nothing. */
export interface ChecklistDraft {
  answers: TMaturityAnswers;
  /** Index of the dimension on screen. */
  step: number;
  /** True once the user asked for the result. */
  isFinished: boolean;
}

export const EMPTY_DRAFT: ChecklistDraft = { answers: {}, step: 0, isFinished: false };

const KNOWN_IDS = new Set<string>(MATURITY_ITEM_IDS);

export function isChecklistDraft(value: unknown): value is ChecklistDraft {
  if (!value || typeof value !== "object") return false;
  const { answers, step, isFinished } = value as Record<string, unknown>;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step >= MATURITY_DIMENSIONS.length)
    return false;
  if (typeof isFinished !== "boolean" || !answers || typeof answers !== "object") return false;
  return Object.entries(answers).every(
    ([id, answer]) =>
      KNOWN_IDS.has(id) &&
      typeof answer === "number" &&
      Number.isInteger(answer) &&
      answer >= 0 &&
      answer <= MATURITY_ANSWER_MAX,
  );
}
