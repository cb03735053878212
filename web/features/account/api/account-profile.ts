import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAccountProfile, TUpdateAccountRequest } from "../../../../contracts/account";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const PROFILE_QUERY_KEY = ["account", "profile"] as const;

export function useAccountProfile() {
  const { user, getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...PROFILE_QUERY_KEY, user?.id],
    queryFn: async () => apiFetch<TAccountProfile>("/api/account", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

/** Saves the display name or the language; the answer replaces the cached profile. */
export function useUpdateAccount() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: TUpdateAccountRequest) =>
      apiFetch<TAccountProfile>("/api/account", {
        method: "PATCH",
        body: changes,
        accessToken: await getAccessToken(),
      }),
    onSuccess: (profile) => queryClient.setQueriesData({ queryKey: PROFILE_QUERY_KEY }, profile),
  });
}
