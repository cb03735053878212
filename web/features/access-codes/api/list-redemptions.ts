import { useQuery } from "@tanstack/react-query";
import type { TListRedemptionsResponse } from "../../../../contracts/access-codes";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { ACCESS_CODES_QUERY_KEY } from "./list-access-codes";

export function listRedemptions(accessToken: string | null, id: string): Promise<TListRedemptionsResponse> {
  return apiFetch<TListRedemptionsResponse>(`/api/admin/access-codes/${encodeURIComponent(id)}/redemptions`, {
    accessToken,
  });
}

/** Who redeemed a code and when; loaded only while its dialog is open. */
export function useRedemptions(id: string, isEnabled: boolean) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...ACCESS_CODES_QUERY_KEY, id, "redemptions"],
    queryFn: async () => listRedemptions(await getAccessToken(), id),
    enabled: isEnabled,
  });
}
