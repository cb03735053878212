import { useQuery } from "@tanstack/react-query";
import type { TBillingConfigResponse } from "../../../../contracts/billing";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export function fetchBillingConfig(accessToken: string | null): Promise<TBillingConfigResponse> {
  return apiFetch<TBillingConfigResponse>("/api/billing", { accessToken });
}

/**
 * Whether this installation takes payments online (Stripe configured), and whether checkout
 * would give this caller the premium trial: the answer depends on who asks, so it is kept per user.
 */
export function useBillingConfig() {
  const { user, getAccessToken } = useAuth();
  return useQuery({
    queryKey: ["billing", "config", user?.id ?? null],
    queryFn: async () => fetchBillingConfig(user ? await getAccessToken() : null),
    staleTime: 5 * 60_000,
  });
}

/** True only once the server said the caller can still get the trial (never promised while loading). */
export function useIsTrialAvailable(): boolean {
  return useBillingConfig().data?.trial_available === true;
}
