import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateAccessCodesRequest, TListAccessCodesResponse } from "../../../../contracts/access-codes";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { ACCESS_CODES_QUERY_KEY } from "./list-access-codes";

export function createAccessCodes(
  accessToken: string | null,
  body: TCreateAccessCodesRequest,
): Promise<TListAccessCodesResponse> {
  return apiFetch<TListAccessCodesResponse>("/api/admin/access-codes", { method: "POST", body, accessToken });
}

/** Generates `count` codes with the same settings. */
export function useCreateAccessCodes() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateAccessCodesRequest) => createAccessCodes(await getAccessToken(), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_CODES_QUERY_KEY }),
  });
}
