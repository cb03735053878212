import type { TAccessCode } from "../../../../contracts/access-codes";

export type CodeStatus = "active" | "disabled" | "expired" | "usedUp";

/** Why a code works or not, in the order the server checks it. */
export function codeStatusOf(code: TAccessCode, now = new Date()): CodeStatus {
  if (code.disabled) return "disabled";
  if (code.expires_at && new Date(code.expires_at) <= now) return "expired";
  if (code.uses >= code.max_uses) return "usedUp";
  return "active";
}
