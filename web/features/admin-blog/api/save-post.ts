import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminPost, TPostInput, TPostPatch } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

export function createPost(accessToken: string | null, body: TPostInput) {
  return apiFetch<TAdminPost>("/api/admin/blog/posts", { method: "POST", body, accessToken });
}

export function updatePost(accessToken: string | null, id: string, body: TPostPatch) {
  return apiFetch<TAdminPost>(`/api/admin/blog/posts/${id}`, { method: "PATCH", body, accessToken });
}

/** Creates a post when `id` is null, else patches it. */
export function useSavePost() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TPostInput }) =>
      id ? updatePost(accessToken, id, body) : createPost(accessToken, body),
    onSuccess: async (post) => {
      queryClient.setQueryData(ADMIN_BLOG_KEYS.post(post.id), post);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.posts }),
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.categories }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY }),
      ]);
    },
  });
}
