import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZSlugSuggestionSchema } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";

type TSlugSuggestion = z.infer<typeof ZSlugSuggestionSchema>;

/** A free slug for a title (accents folded, made unique by the server). */
export function suggestSlug(accessToken: string | null, title: string, excludeId?: string) {
  const params = new URLSearchParams({ title });
  if (excludeId) params.set("excludeId", excludeId);
  return apiFetch<TSlugSuggestion>(`/api/admin/blog/slug?${params.toString()}`, { accessToken });
}

export function useSuggestSlug() {
  const accessToken = useAccessToken();
  return useMutation({
    mutationFn: ({ title, excludeId }: { title: string; excludeId?: string }) =>
      suggestSlug(accessToken, title, excludeId),
  });
}
