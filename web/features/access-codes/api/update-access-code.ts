import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAccessCode, TUpdateAccessCodeRequest } from "../../../../contracts/access-codes";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { ACCESS_CODES_QUERY_KEY } from "./list-access-codes";

export function updateAccessCode(
  accessToken: string | null,
  id: string,
  body: TUpdateAccessCodeRequest,
): Promise<TAccessCode> {
  return apiFetch<TAccessCode>(`/api/admin/access-codes/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body,
    accessToken,
  });
}

/** Disables or re-enables a code. */
export function useUpdateAccessCode() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) =>
      updateAccessCode(await getAccessToken(), id, { disabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_CODES_QUERY_KEY }),
  });
}
