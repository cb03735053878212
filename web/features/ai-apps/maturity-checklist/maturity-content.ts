import type { TMaturityDimension, TMaturityItemId } from "../../../../contracts/maturity-scoring";

export interface MaturityDimensionText {
  name: string;
  description: string;
  /** Shown when the dimension is weak (under 60 %), in the order to tackle them. */
  recommendations: string[];
}

export interface MaturityLevelText {
  name: string;
  description: string;
}

/** The checklist's texts in one language; ids come from contracts/maturity-checklist.ts. */
export interface MaturityContent {
  dimensions: Record<TMaturityDimension, MaturityDimensionText>;
  items: Record<TMaturityItemId, string>;
  levels: Record<"1" | "2" | "3" | "4" | "5", MaturityLevelText>;
}
