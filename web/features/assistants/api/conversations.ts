import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TConversation, TConversationDetail, TConversationList } from "../../../../contracts/assistants";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { retryUnlessRefused } from "./retry";

export const conversationsQueryKey = (slug: string) => ["assistants", "conversations", slug] as const;

/** The user's conversations with one assistant, most recent first. */
export function useConversations(slug: string) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: conversationsQueryKey(slug),
    queryFn: async ({ signal }) =>
      apiFetch<TConversationList>(`/api/assistants/${encodeURIComponent(slug)}/conversations`, {
        signal,
        accessToken: await getAccessToken(),
      }),
  });
}

/** A stored conversation with its messages (loaded when the user opens it). */
export function useConversation(id: string | undefined) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: ["assistants", "conversation", id],
    queryFn: async ({ signal }) =>
      apiFetch<TConversationDetail>(`/api/assistants/conversations/${encodeURIComponent(id ?? "")}`, {
        signal,
        accessToken: await getAccessToken(),
      }),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
    staleTime: Infinity,
  });
}

export function useRenameConversation(slug: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) =>
      apiFetch<TConversation>(`/api/assistants/conversations/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { title },
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(slug) }),
  });
}

export function useDeleteConversation(slug: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`/api/assistants/conversations/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(slug) }),
  });
}
