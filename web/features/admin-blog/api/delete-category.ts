import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

export function deleteCategory(accessToken: string | null, id: string) {
  return apiFetch<void>(`/api/admin/blog/categories/${id}`, { method: "DELETE", accessToken });
}

export function useDeleteCategory() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCategory(accessToken, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.categories }),
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.posts }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY }),
      ]),
  });
}
