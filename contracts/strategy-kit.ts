import { z } from "zod";
import { jsonMultilineText as multilineText, jsonText as text } from "./text";

/**
 * The AI strategy kit: use-case canvas, impact/effort matrix, 90-day roadmap and risk
 * register with the EU AI Act risk class. One kit per user, saved whole.
 */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** A score at or above this counts as high (impact) or high (effort). */
export const HIGH_SCORE_FROM = 3;

export const QUADRANTS = ["quick-win", "major-project", "fill-in", "avoid"] as const;
export type TQuadrant = (typeof QUADRANTS)[number];

export const ROADMAP_PHASES = ["days-1-30", "days-31-60", "days-61-90"] as const;
export const AI_ACT_CLASSES = ["minimal", "limited", "high", "unacceptable"] as const;
export type TAiActClass = (typeof AI_ACT_CLASSES)[number];

export const KIT_TEXT_MAX = 2000;
export const KIT_NAME_MAX = 160;
export const KIT_USE_CASES_MAX = 20;
export const KIT_ROADMAP_MAX = 40;
export const KIT_RISKS_MAX = 40;

/** Where a use case falls on the matrix: high impact and low effort is a quick win, and so on. */
export function classifyUseCase(impact: number, effort: number): TQuadrant {
  const isHighImpact = impact >= HIGH_SCORE_FROM;
  const isHighEffort = effort >= HIGH_SCORE_FROM;
  if (isHighImpact) return isHighEffort ? "major-project" : "quick-win";
  return isHighEffort ? "avoid" : "fill-in";
}

/** The order to tackle use cases: by quadrant (quick wins first), then more impact, then less effort. */
export function prioritiseUseCases<T extends { impact: number; effort: number }>(useCases: readonly T[]): T[] {
  const rank = (item: T) => QUADRANTS.indexOf(classifyUseCase(item.impact, item.effort));
  return [...useCases].sort(
    (first, second) => rank(first) - rank(second) || second.impact - first.impact || first.effort - second.effort,
  );
}

export type TRiskLevel = "low" | "medium" | "high";

/** Likelihood × impact (1–25): 15 or more is high, 8 or more medium, the rest low. */
export function scoreRisk(likelihood: number, impact: number): { score: number; level: TRiskLevel } {
  const score = likelihood * impact;
  return { score, level: score >= 15 ? "high" : score >= 8 ? "medium" : "low" };
}

const ZId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const ZScore = z.number().int().min(SCORE_MIN).max(SCORE_MAX);
const ZName = text().max(KIT_NAME_MAX);
const ZText = multilineText().max(KIT_TEXT_MAX);

export const ZUseCaseSchema = z.strictObject({
  id: ZId,
  name: ZName,
  problem: ZText,
  solution: ZText,
  data: ZText,
  users: ZText,
  benefit: ZText,
  impact: ZScore,
  effort: ZScore,
});
export type TUseCase = z.infer<typeof ZUseCaseSchema>;

export const ZRoadmapItemSchema = z.strictObject({
  id: ZId,
  phase: z.enum(ROADMAP_PHASES),
  action: ZName,
  owner: ZName,
  done: z.boolean(),
});
export type TRoadmapItem = z.infer<typeof ZRoadmapItemSchema>;

export const ZRiskSchema = z.strictObject({
  id: ZId,
  description: ZText,
  likelihood: ZScore,
  impact: ZScore,
  aiActClass: z.enum(AI_ACT_CLASSES),
  mitigation: ZText,
  owner: ZName,
});
export type TRisk = z.infer<typeof ZRiskSchema>;

/** PUT /api/ai-apps/strategy-kit: the whole kit. */
export const ZStrategyKitSchema = z.strictObject({
  organisation: ZName,
  useCases: z.array(ZUseCaseSchema).max(KIT_USE_CASES_MAX),
  roadmap: z.array(ZRoadmapItemSchema).max(KIT_ROADMAP_MAX),
  risks: z.array(ZRiskSchema).max(KIT_RISKS_MAX),
});
export type TStrategyKit = z.infer<typeof ZStrategyKitSchema>;

/** GET/PUT /api/ai-apps/strategy-kit answer: the saved kit, or null before the first save. */
export const ZSavedStrategyKitSchema = z.object({
  kit: ZStrategyKitSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type TSavedStrategyKit = z.infer<typeof ZSavedStrategyKitSchema>;
