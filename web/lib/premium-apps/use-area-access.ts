import { AREA_TIERS, liveTierOf, tierAtLeast } from "../../../contracts/tiers";
import { useAuth } from "../auth-context";

/**
 * What the caller may do in a gated area, as its catalogue shows it: unknown while the session
 * loads (server render, hydration), visitor, locked (a plan below the area's) or open (admins too).
 * The server checks again on every call; this only decides what the page offers.
 */
export type AreaAccess = "unknown" | "visitor" | "locked" | "open";

export function useAreaAccess(area: keyof typeof AREA_TIERS): AreaAccess {
  const { user, loading, subscriptionLoading, subscription, isAdmin } = useAuth();
  if (loading || (user && subscriptionLoading)) return "unknown";
  if (!user) return "visitor";
  return isAdmin || tierAtLeast(liveTierOf(subscription), AREA_TIERS[area]) ? "open" : "locked";
}
