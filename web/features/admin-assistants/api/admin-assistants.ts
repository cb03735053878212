import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminAssistant, TAssistantInput, TAssistantUsageReport } from "../../../../contracts/assistants";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useDeleteErrorToast } from "../../../ui/use-delete-error-toast";

const LIST_KEY = ["admin", "assistants"] as const;

/** Every assistant, drafts included, with its system prompt (admins only). */
export function useAdminAssistants() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) =>
      apiFetch<{ assistants: TAdminAssistant[] }>("/api/admin/assistants", {
        signal,
        accessToken: await getAccessToken(),
      }),
  });
}

/** Creates (no id) or updates an assistant. */
export function useSaveAssistant() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TAssistantInput }) =>
      apiFetch<TAdminAssistant>(id ? `/api/admin/assistants/${id}` : "/api/admin/assistants", {
        method: id ? "PATCH" : "POST",
        body: input,
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "assistants"] }),
  });
}

export function useDeleteAssistant() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const showDeleteError = useDeleteErrorToast();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`/api/admin/assistants/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onError: showDeleteError,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "assistants"] }),
  });
}

export function useAssistantUsageReport(days: number) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: ["admin", "assistants", "usage", days],
    queryFn: async ({ signal }) =>
      apiFetch<TAssistantUsageReport>(`/api/admin/assistants/usage?days=${days}`, {
        signal,
        accessToken: await getAccessToken(),
      }),
  });
}
