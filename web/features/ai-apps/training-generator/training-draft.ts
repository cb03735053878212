import { TRAINING_GOALS, ZTrainingInputSchema, type TTrainingInput } from "../../../../contracts/training-plans";

/** The generator's form, the AI's notes and the plan's name, kept in local storage. */
export interface TrainingDraft {
  input: TTrainingInput;
  aiNotes: string | null;
  title: string;
}

export const DEFAULT_TRAINING_INPUT: TTrainingInput = {
  audience: "",
  role: "general",
  level: "beginner",
  goals: ["productivity"],
  totalHours: 12,
  hoursPerWeek: 2,
};
export const EMPTY_TRAINING_DRAFT: TrainingDraft = { input: DEFAULT_TRAINING_INPUT, aiNotes: null, title: "" };

const ZInputWithoutGoals = ZTrainingInputSchema.omit({ goals: true });
const isGoal = (value: unknown) => typeof value === "string" && (TRAINING_GOALS as readonly string[]).includes(value);

/** The form may hold no goal while the user edits; everything else must fit the contract. */
export function isTrainingDraft(value: unknown): value is TrainingDraft {
  if (!value || typeof value !== "object") return false;
  const { input, aiNotes, title } = value as Record<string, unknown>;
  if (
    typeof title !== "string" ||
    (aiNotes !== null && typeof aiNotes !== "string") ||
    !input ||
    typeof input !== "object"
  )
    return false;
  const { goals, ...rest } = input as Record<string, unknown>;
  return Array.isArray(goals) && goals.every(isGoal) && ZInputWithoutGoals.safeParse(rest).success;
}
