import { z } from "zod";
import { jsonMultilineText as multilineText, jsonText as text } from "./text";

/**
 * The training generator: what the user tells it, and the plans they keep. A saved
 * plan stores the inputs (the plan is rebuilt from the templates in the reader's language) and
 * the AI's refinement notes when there are any.
 */
export const TRAINING_ROLES = [
  "legal",
  "finance",
  "education",
  "health",
  "marketing",
  "hr",
  "consulting",
  "management",
  "general",
] as const;
export const TRAINING_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const TRAINING_GOALS = ["productivity", "writing", "analysis", "compliance", "leadership"] as const;
export type TTrainingRole = (typeof TRAINING_ROLES)[number];
export type TTrainingLevel = (typeof TRAINING_LEVELS)[number];
export type TTrainingGoal = (typeof TRAINING_GOALS)[number];

export const TRAINING_HOURS = { min: 2, max: 80 } as const;
export const TRAINING_HOURS_PER_WEEK = { min: 1, max: 20 } as const;
export const TRAINING_AUDIENCE_MAX = 300;
export const TRAINING_NOTES_MAX = 20_000;
export const TRAINING_PLANS_MAX = 100;

export const ZTrainingInputSchema = z.strictObject({
  /** Who is being trained, in the user's words ("equipo de 12 abogados"). */
  audience: text().trim().max(TRAINING_AUDIENCE_MAX),
  role: z.enum(TRAINING_ROLES),
  level: z.enum(TRAINING_LEVELS),
  goals: z
    .array(z.enum(TRAINING_GOALS))
    .min(1)
    .max(TRAINING_GOALS.length)
    .refine((goals) => new Set(goals).size === goals.length, { message: "goals must not repeat" }),
  totalHours: z.number().int().min(TRAINING_HOURS.min).max(TRAINING_HOURS.max),
  hoursPerWeek: z.number().int().min(TRAINING_HOURS_PER_WEEK.min).max(TRAINING_HOURS_PER_WEEK.max),
});
export type TTrainingInput = z.infer<typeof ZTrainingInputSchema>;

/** POST /api/ai-apps/training-plans → 201 plan. */
export const ZSaveTrainingPlanSchema = z.strictObject({
  title: text().trim().min(1).max(160),
  input: ZTrainingInputSchema,
  aiNotes: multilineText().max(TRAINING_NOTES_MAX).nullable(),
});
export type TSaveTrainingPlan = z.infer<typeof ZSaveTrainingPlanSchema>;

export const ZTrainingPlanSchema = ZSaveTrainingPlanSchema.extend({ id: z.string().uuid(), createdAt: z.string() });
export type TTrainingPlan = z.infer<typeof ZTrainingPlanSchema>;

export const ZTrainingPlanListSchema = z.object({ plans: z.array(ZTrainingPlanSchema) });
export type TTrainingPlanList = z.infer<typeof ZTrainingPlanListSchema>;

/** POST /api/ai-apps/training-plans/refine: the plan built from templates, for the AI to tailor; one daily AI query. */
export const ZRefineTrainingPlanSchema = z.strictObject({
  plan: multilineText().trim().min(1).max(TRAINING_NOTES_MAX),
  language: z.enum(["es", "ca", "en"]),
});
export type TRefineTrainingPlan = z.infer<typeof ZRefineTrainingPlanSchema>;

export const ZRefinedTrainingPlanSchema = z.object({ notes: z.string() });
export type TRefinedTrainingPlan = z.infer<typeof ZRefinedTrainingPlanSchema>;
