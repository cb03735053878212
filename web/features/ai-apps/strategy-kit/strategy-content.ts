import type { TAiActClass, TQuadrant } from "../../../../contracts/strategy-kit";

type Labelled = { label: string; hint: string };

/** The strategy kit's texts in one language. */
export interface StrategyContent {
  canvas: Record<"name" | "problem" | "solution" | "data" | "users" | "benefit", Labelled>;
  quadrants: Record<TQuadrant, { name: string; advice: string }>;
  phases: Record<"days-1-30" | "days-31-60" | "days-61-90", { name: string; focus: string }>;
  aiActClasses: Record<TAiActClass, { name: string; description: string }>;
  riskLevels: Record<"low" | "medium" | "high", string>;
}
