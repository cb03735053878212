import { ZStrategyKitSchema, type TStrategyKit } from "../../../../contracts/strategy-kit";

/** The kit being edited, kept in local storage; `isDirty` until it is saved to the account. */
export interface StrategyDraft {
  kit: TStrategyKit;
  isDirty: boolean;
}

export const EMPTY_KIT: TStrategyKit = { organisation: "", useCases: [], roadmap: [], risks: [] };
export const EMPTY_STRATEGY_DRAFT: StrategyDraft = { kit: EMPTY_KIT, isDirty: false };

export function isStrategyDraft(value: unknown): value is StrategyDraft {
  if (!value || typeof value !== "object") return false;
  const { kit, isDirty } = value as Record<string, unknown>;
  return typeof isDirty === "boolean" && ZStrategyKitSchema.safeParse(kit).success;
}

/** A short id for a new row, unique enough within one kit. */
export function newItemId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
