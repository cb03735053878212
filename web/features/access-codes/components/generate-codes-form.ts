import {
  MAX_CODES_PER_BATCH,
  type AccessCodeKind,
  type TCreateAccessCodesRequest,
} from "../../../../contracts/access-codes";
import type { Tier } from "../../../../contracts/tiers";

/** The same bounds as ZCreateAccessCodesRequestSchema (contracts/access-codes.ts). */
export const NUMBER_LIMITS = {
  durationDays: { min: 1, max: 3650 },
  maxUses: { min: 1, max: 1_000_000 },
  count: { min: 1, max: MAX_CODES_PER_BATCH },
} as const;
export type NumberField = keyof typeof NUMBER_LIMITS;

export interface GenerateCodesDraft {
  kind: AccessCodeKind;
  tier: Tier;
  durationDays: string;
  maxUses: string;
  count: string;
  /** `YYYY-MM-DD` or "" for a code that does not expire. */
  expiresOn: string;
  note: string;
}

export const DEFAULT_DRAFT: GenerateCodesDraft = {
  kind: "activation",
  tier: "premium",
  durationDays: "30",
  maxUses: "1",
  count: "1",
  expiresOn: "",
  note: "",
};

function readInteger(text: string, { min, max }: { min: number; max: number }): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The request, or the number fields that are out of bounds. */
export function toCreateRequest(
  draft: GenerateCodesDraft,
): { request: TCreateAccessCodesRequest; invalid: [] } | { request: null; invalid: NumberField[] } {
  const durationDays = readInteger(draft.durationDays, NUMBER_LIMITS.durationDays);
  const maxUses = readInteger(draft.maxUses, NUMBER_LIMITS.maxUses);
  const count = readInteger(draft.count, NUMBER_LIMITS.count);
  if (durationDays === null || maxUses === null || count === null) {
    const invalid: NumberField[] = [];
    if (durationDays === null) invalid.push("durationDays");
    if (maxUses === null) invalid.push("maxUses");
    if (count === null) invalid.push("count");
    return { request: null, invalid };
  }
  return {
    request: {
      kind: draft.kind,
      tier: draft.tier,
      duration_days: durationDays,
      max_uses: maxUses,
      count,
      // The end of that local day: a code "valid until 31 March" works all that day.
      expires_at: draft.expiresOn ? new Date(`${draft.expiresOn}T23:59:59`).toISOString() : null,
      note: draft.note.trim() || null,
    },
    invalid: [],
  };
}
