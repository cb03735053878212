import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TRevokeSessionsResponse } from "../../../../contracts/admin-users";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { ADMIN_USERS_QUERY_KEY } from "./list-users";

export function revokeSessions(accessToken: string | null, id: string): Promise<TRevokeSessionsResponse> {
  return apiFetch<TRevokeSessionsResponse>(`/api/admin/users/${encodeURIComponent(id)}/revoke-sessions`, {
    method: "POST",
    accessToken,
  });
}

/** Signs a user out on every device. */
export function useRevokeSessions() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => revokeSessions(await getAccessToken(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
