import { z } from "zod";
import {
  MATURITY_ANSWER_MAX,
  MATURITY_DIMENSIONS,
  MATURITY_ITEM_IDS,
  MATURITY_LEVELS,
  type TMaturityDimension,
  type TMaturityItemId,
} from "./maturity-scoring";

export * from "./maturity-scoring";

const ZAnswer = z.number().int().min(0).max(MATURITY_ANSWER_MAX);

/** POST /api/ai-apps/maturity-assessments: every item answered, nothing else. */
export const ZSaveMaturityAssessmentSchema = z.strictObject({
  answers: z.strictObject(
    Object.fromEntries(MATURITY_ITEM_IDS.map((id) => [id, ZAnswer])) as Record<TMaturityItemId, typeof ZAnswer>,
  ),
});
export type TSaveMaturityAssessment = z.infer<typeof ZSaveMaturityAssessmentSchema>;

const ZPercent = z.number().int().min(0).max(100);

export const ZMaturityAssessmentSchema = z.object({
  id: z.string().uuid(),
  answers: z.record(z.string(), ZAnswer),
  dimensions: z.object(
    Object.fromEntries(MATURITY_DIMENSIONS.map((dimension) => [dimension, ZPercent])) as Record<
      TMaturityDimension,
      typeof ZPercent
    >,
  ),
  overall: ZPercent,
  level: z.literal(MATURITY_LEVELS),
  createdAt: z.string(),
});
export type TMaturityAssessment = z.infer<typeof ZMaturityAssessmentSchema>;

/** GET /api/ai-apps/maturity-assessments: newest first. */
export const ZMaturityAssessmentListSchema = z.object({ assessments: z.array(ZMaturityAssessmentSchema) });
export type TMaturityAssessmentList = z.infer<typeof ZMaturityAssessmentListSchema>;

export const ZAiAppIdParamsSchema = z.object({ id: z.string().uuid() });
