/**
 * The strategy kit's texts in one language (served by GET /api/ai-apps/content/strategy-kit).
 * The keys are contracts/strategy-kit.ts's quadrants and AI Act classes, spelt out here because
 * i18n/ imports nothing of ours; the web indexes these records with the contract's types, so a
 * key missing here fails `tsc`, and the server's content test compares them.
 */
type Labelled = { label: string; hint: string };
type Quadrant = "quick-win" | "major-project" | "fill-in" | "avoid";
type AiActClass = "minimal" | "limited" | "high" | "unacceptable";

export interface StrategyContent {
  canvas: Record<"name" | "problem" | "solution" | "data" | "users" | "benefit", Labelled>;
  quadrants: Record<Quadrant, { name: string; advice: string }>;
  phases: Record<"days-1-30" | "days-31-60" | "days-61-90", { name: string; focus: string }>;
  aiActClasses: Record<AiActClass, { name: string; description: string }>;
  riskLevels: Record<"low" | "medium" | "high", string>;
}
