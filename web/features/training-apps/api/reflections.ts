import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TReflectionEntry, TReflectionList, TSaveReflection } from "../../../../contracts/training";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export const REFLECTIONS_KEY = ["training", "reflections"] as const;

export function useReflections() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: [...REFLECTIONS_KEY, user?.id],
    queryFn: async () =>
      apiFetch<TReflectionList>("/api/training/reflections", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

/** Creates an entry, or replaces one when an id is given. */
export function useSaveReflection() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, entry }: { id?: string; entry: TSaveReflection }) =>
      apiFetch<TReflectionEntry>(
        id ? `/api/training/reflections/${encodeURIComponent(id)}` : "/api/training/reflections",
        {
          method: id ? "PUT" : "POST",
          body: entry,
          accessToken: await getAccessToken(),
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFLECTIONS_KEY }),
  });
}

export function useDeleteReflection() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`/api/training/reflections/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFLECTIONS_KEY }),
  });
}
