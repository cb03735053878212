import { useQuery } from "@tanstack/react-query";
import type { TBillingConfigResponse } from "../../../../contracts/billing";
import { apiFetch } from "../../../lib/api";

export function fetchBillingConfig(): Promise<TBillingConfigResponse> {
  return apiFetch<TBillingConfigResponse>("/api/billing");
}

/** Whether this installation takes payments online (Stripe configured). */
export function useBillingConfig() {
  return useQuery({ queryKey: ["billing", "config"], queryFn: fetchBillingConfig, staleTime: 5 * 60_000 });
}
