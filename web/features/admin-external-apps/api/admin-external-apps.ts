import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminExternalApp, TExternalAppInput } from "../../../../contracts/external-apps";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useDeleteErrorToast } from "../../../ui/use-delete-error-toast";

const LIST_KEY = ["admin", "external-apps"] as const;

/** Every external app, unpublished ones and their URLs included (admins only). */
export function useAdminExternalApps() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) =>
      apiFetch<{ apps: TAdminExternalApp[] }>("/api/admin/apps", { signal, accessToken: await getAccessToken() }),
  });
}

/** Creates (no id) or updates an app. */
export function useSaveExternalApp() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TExternalAppInput }) =>
      apiFetch<TAdminExternalApp>(id ? `/api/admin/apps/${id}` : "/api/admin/apps", {
        method: id ? "PATCH" : "POST",
        body: input,
        accessToken: await getAccessToken(),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ["external-apps"] }),
      ]),
  });
}

export function useDeleteExternalApp() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const showDeleteError = useDeleteErrorToast();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`/api/admin/apps/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onError: showDeleteError,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ["external-apps"] }),
      ]),
  });
}
