import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCategory, TCategoryInput } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

export function createCategory(accessToken: string | null, body: TCategoryInput) {
  return apiFetch<TCategory>("/api/admin/blog/categories", { method: "POST", body, accessToken });
}

export function updateCategory(accessToken: string | null, id: string, body: TCategoryInput) {
  return apiFetch<TCategory>(`/api/admin/blog/categories/${id}`, { method: "PATCH", body, accessToken });
}

/** Creates a category when `id` is null, else renames or re-describes it. */
export function useSaveCategory() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TCategoryInput }) =>
      id ? updateCategory(accessToken, id, body) : createCategory(accessToken, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.categories }),
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.posts }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY }),
      ]),
  });
}
