import { useQuery } from "@tanstack/react-query";
import type { TListAccessCodesResponse } from "../../../../contracts/access-codes";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export const ACCESS_CODES_QUERY_KEY = ["admin", "access-codes"] as const;

export function listAccessCodes(accessToken: string | null): Promise<TListAccessCodesResponse> {
  return apiFetch<TListAccessCodesResponse>("/api/admin/access-codes", { accessToken });
}

/** Every code, newest first. */
export function useAccessCodes() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: ACCESS_CODES_QUERY_KEY,
    queryFn: async () => listAccessCodes(await getAccessToken()),
  });
}
