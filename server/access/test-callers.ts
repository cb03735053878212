import type { Tier } from "../../contracts/tiers";
import type { AccessCaller } from "./policy";

/** A caller of `tier` for the policy's pure tests (no database). */
export function buildAccessCaller(tier: Tier, isAdmin = false): AccessCaller {
  const user = {
    id: "00000000-0000-4000-8000-000000000001",
    email: "caller@example.com",
    displayName: "Caller",
    language: "es",
    isAdmin,
    grantedTier: tier,
    tierExpiresAt: null,
    sessionId: "00000000-0000-4000-8000-000000000002",
    signInMethod: "password",
  };
  return { user, tier };
}
