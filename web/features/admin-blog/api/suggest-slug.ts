import type { z } from "zod";
import type { ZSlugSuggestionSchema } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";

type TSlugSuggestion = z.infer<typeof ZSlugSuggestionSchema>;

/** A free slug for a title (accents folded, made unique by the server), asked on demand. */
export function useSuggestSlug() {
  return useAdminMutation<{ title: string; excludeId?: string }, TSlugSuggestion>({
    request:
      ({ title, excludeId }) =>
      (accessToken) => {
        const params = new URLSearchParams({ title });
        if (excludeId) params.set("excludeId", excludeId);
        return apiFetch<TSlugSuggestion>(`/api/admin/blog/slug?${params}`, { accessToken });
      },
    invalidates: [],
  });
}
