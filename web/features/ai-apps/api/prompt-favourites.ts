import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TImprovedPrompt,
  TImprovePrompt,
  TPromptFavourite,
  TPromptFavouriteList,
  TSavePromptFavourite,
} from "../../../../contracts/prompt-generator";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const FAVOURITES_KEY = ["ai-apps", "prompt-favourites"] as const;
const URL = "/api/ai-apps/prompt-favourites";

export function usePromptFavourites() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: [...FAVOURITES_KEY, user?.id],
    queryFn: async () => apiFetch<TPromptFavouriteList>(URL, { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

export function useSavePromptFavourite() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (favourite: TSavePromptFavourite) =>
      apiFetch<TPromptFavourite>(URL, { method: "POST", body: favourite, accessToken: await getAccessToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}

export function useDeletePromptFavourite() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`${URL}/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}

export function useImprovePrompt() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (request: TImprovePrompt) =>
      apiFetch<TImprovedPrompt>("/api/ai-apps/prompt-generator/improve", {
        method: "POST",
        body: request,
        accessToken: await getAccessToken(),
      }),
  });
}
