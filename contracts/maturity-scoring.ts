// The checklist's ids, scoring and levels without zod, so the open page does not load the schema
// library; contracts/maturity-checklist.ts re-exports them.
/**
 * The AI maturity checklist: six dimensions, five statements each, every statement
 * answered on a 0–4 scale. The ids, the scoring and the levels live here so the open page, the
 * premium app and the server that stores assessments agree; the texts live with the web content.
 */
export const MATURITY_DIMENSIONS = ["strategy", "data", "technology", "people", "governance", "processes"] as const;
export type TMaturityDimension = (typeof MATURITY_DIMENSIONS)[number];

export const MATURITY_ITEMS = [
  { id: "strategy-vision", dimension: "strategy" },
  { id: "strategy-sponsor", dimension: "strategy" },
  { id: "strategy-use-cases", dimension: "strategy" },
  { id: "strategy-budget", dimension: "strategy" },
  { id: "strategy-metrics", dimension: "strategy" },
  { id: "data-inventory", dimension: "data" },
  { id: "data-quality", dimension: "data" },
  { id: "data-access", dimension: "data" },
  { id: "data-protection", dimension: "data" },
  { id: "data-ownership", dimension: "data" },
  { id: "technology-tools", dimension: "technology" },
  { id: "technology-integration", dimension: "technology" },
  { id: "technology-security", dimension: "technology" },
  { id: "technology-vendors", dimension: "technology" },
  { id: "technology-monitoring", dimension: "technology" },
  { id: "people-literacy", dimension: "people" },
  { id: "people-training", dimension: "people" },
  { id: "people-champions", dimension: "people" },
  { id: "people-roles", dimension: "people" },
  { id: "people-change", dimension: "people" },
  { id: "governance-policy", dimension: "governance" },
  { id: "governance-risk", dimension: "governance" },
  { id: "governance-ai-act", dimension: "governance" },
  { id: "governance-transparency", dimension: "governance" },
  { id: "governance-review", dimension: "governance" },
  { id: "processes-mapped", dimension: "processes" },
  { id: "processes-pilots", dimension: "processes" },
  { id: "processes-human-review", dimension: "processes" },
  { id: "processes-documented", dimension: "processes" },
  { id: "processes-improvement", dimension: "processes" },
] as const satisfies readonly { id: string; dimension: TMaturityDimension }[];

export type TMaturityItemId = (typeof MATURITY_ITEMS)[number]["id"];
export const MATURITY_ITEM_IDS = MATURITY_ITEMS.map((item) => item.id);

/** 0 "not at all" … 4 "fully, and it is measured". */
export const MATURITY_ANSWER_MAX = 4;
export const MATURITY_LEVELS = [1, 2, 3, 4, 5] as const;
export type TMaturityLevel = (typeof MATURITY_LEVELS)[number];
/** A dimension under this percentage gets the recommendations for its weak spots. */
export const WEAK_DIMENSION_BELOW = 60;
/** Assessments one user may keep; older ones are deleted by the user. */
export const MATURITY_ASSESSMENTS_MAX = 100;

export type TMaturityAnswers = Partial<Record<TMaturityItemId, number>>;

export interface TMaturityResult {
  /** 0–100 per dimension. */
  dimensions: Record<TMaturityDimension, number>;
  /** 0–100, the mean of the dimensions (each weighs the same). */
  overall: number;
  level: TMaturityLevel;
}

/** Percentage of a dimension: the mean of its answered items over the 0–4 scale; unanswered count as 0. */
export function scoreDimension(answers: TMaturityAnswers, dimension: TMaturityDimension): number {
  const items = MATURITY_ITEMS.filter((item) => item.dimension === dimension);
  const sum = items.reduce((total, item) => total + (answers[item.id] ?? 0), 0);
  return Math.round((sum / (items.length * MATURITY_ANSWER_MAX)) * 100);
}

/** Level 1–5 from an overall percentage: 0–19, 20–39, 40–59, 60–79, 80–100. */
export function levelForScore(percent: number): TMaturityLevel {
  if (percent >= 80) return 5;
  if (percent >= 60) return 4;
  if (percent >= 40) return 3;
  if (percent >= 20) return 2;
  return 1;
}

export function scoreAssessment(answers: TMaturityAnswers): TMaturityResult {
  const dimensions = Object.fromEntries(
    MATURITY_DIMENSIONS.map((dimension) => [dimension, scoreDimension(answers, dimension)]),
  ) as Record<TMaturityDimension, number>;
  const overall = Math.round(
    MATURITY_DIMENSIONS.reduce((total, dimension) => total + dimensions[dimension], 0) / MATURITY_DIMENSIONS.length,
  );
  return { dimensions, overall, level: levelForScore(overall) };
}

/** The weak dimensions, weakest first (ties in the checklist's order). */
export function findWeakDimensions(result: TMaturityResult): TMaturityDimension[] {
  return MATURITY_DIMENSIONS.filter((dimension) => result.dimensions[dimension] < WEAK_DIMENSION_BELOW).sort(
    (first, second) => result.dimensions[first] - result.dimensions[second],
  );
}

export function isChecklistComplete(answers: TMaturityAnswers): boolean {
  return MATURITY_ITEMS.every((item) => answers[item.id] !== undefined);
}
