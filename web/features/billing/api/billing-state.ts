import { useQuery } from "@tanstack/react-query";
import type { TBillingState } from "../../../../contracts/billing";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export const BILLING_STATE_QUERY_KEY = ["billing", "subscription"] as const;

export function fetchBillingState(accessToken: string | null): Promise<TBillingState> {
  return apiFetch<TBillingState>("/api/billing/subscription", { accessToken });
}

/** The signed-in user's plan with its Stripe details (cancel at period end, trial, grace). */
export function useBillingState({
  refetchInterval,
}: { refetchInterval?: (state: TBillingState | undefined) => number | false } = {}) {
  const { user, getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...BILLING_STATE_QUERY_KEY, user?.id],
    queryFn: async () => fetchBillingState(await getAccessToken()),
    enabled: Boolean(user),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}
