import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAccountSessionsResponse, TSignOutSessionsResponse } from "../../../../contracts/account";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;

export function useAccountSessions() {
  const { user, getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...SESSIONS_QUERY_KEY, user?.id],
    queryFn: async () =>
      apiFetch<TAccountSessionsResponse>("/api/account/sessions", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

/** Signs out one device by id, or every device but this one when `id` is "others". */
export function useSignOutSessions() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const path = id === "others" ? "/api/account/sessions" : `/api/account/sessions/${encodeURIComponent(id)}`;
      return apiFetch<TSignOutSessionsResponse>(path, { method: "DELETE", accessToken: await getAccessToken() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
