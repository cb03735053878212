import { useQuery } from "@tanstack/react-query";
import type { TAssistantCatalogue, TAssistantDetail } from "../../../../contracts/assistants";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { retryUnlessRefused } from "./retry";

/** The catalogue for the signed-in user, each assistant `locked` above their tier. */
export function useCatalogue() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: ["assistants", "catalogue", user?.id],
    queryFn: async ({ signal }) =>
      apiFetch<TAssistantCatalogue>("/api/assistants", { signal, accessToken: await getAccessToken() }),
    retry: retryUnlessRefused,
  });
}

/** One assistant for the chat page: the server says whether it is locked for this user. */
export function useAssistant(slug: string) {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: ["assistants", "detail", slug, user?.id],
    queryFn: async ({ signal }) =>
      apiFetch<TAssistantDetail>(`/api/assistants/${encodeURIComponent(slug)}`, {
        signal,
        accessToken: await getAccessToken(),
      }),
    retry: retryUnlessRefused,
  });
}
