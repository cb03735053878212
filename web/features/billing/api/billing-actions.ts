import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBillingState, TBillingUrlResponse, TCheckoutRequest } from "../../../../contracts/billing";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { BILLING_STATE_QUERY_KEY } from "./billing-state";

export function startCheckout(
  accessToken: string | null,
  tier: TCheckoutRequest["tier"],
): Promise<TBillingUrlResponse> {
  return apiFetch<TBillingUrlResponse>("/api/billing/checkout", { method: "POST", body: { tier }, accessToken });
}

export function openPortal(accessToken: string | null): Promise<TBillingUrlResponse> {
  return apiFetch<TBillingUrlResponse>("/api/billing/portal", { method: "POST", accessToken });
}

export function changeCancellation(accessToken: string | null, action: "cancel" | "resume"): Promise<TBillingState> {
  return apiFetch<TBillingState>(`/api/billing/${action}`, { method: "POST", accessToken });
}

/** Checkout (or an in-place plan change): answers the URL the browser goes to next. */
export function useStartCheckout() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (tier: TCheckoutRequest["tier"]) => startCheckout(await getAccessToken(), tier),
  });
}

export function useOpenPortal() {
  const { getAccessToken } = useAuth();
  return useMutation({ mutationFn: async () => openPortal(await getAccessToken()) });
}

/** Cancel at period end, or resume; the answer is the new state, and the auth state refreshes. */
export function useChangeCancellation() {
  const { getAccessToken, refreshSubscription } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: "cancel" | "resume") => changeCancellation(await getAccessToken(), action),
    onSuccess: async (state) => {
      queryClient.setQueriesData({ queryKey: BILLING_STATE_QUERY_KEY }, state);
      await refreshSubscription();
    },
  });
}
