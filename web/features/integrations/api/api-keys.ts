import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TApiKey, TCreatedApiKey } from "../../../../contracts/integrations";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const API_KEYS_QUERY_KEY = ["integrations", "keys"] as const;

export function useApiKeys() {
  const { user, getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...API_KEYS_QUERY_KEY, user?.id],
    queryFn: async () => apiFetch<TApiKey[]>("/api/integrations/keys", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

/** Creates a key; the answer holds the key itself, shown this once. */
export function useCreateApiKey() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      apiFetch<TCreatedApiKey>("/api/integrations/keys", {
        method: "POST",
        body: { name },
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<void>(`/api/integrations/keys/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
