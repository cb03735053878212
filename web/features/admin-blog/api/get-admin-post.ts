import { useQuery } from "@tanstack/react-query";
import type { TAdminPost } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export function getAdminPost(accessToken: string | null, id: string, signal?: AbortSignal) {
  return apiFetch<TAdminPost>(`/api/admin/blog/posts/${id}`, { accessToken, signal });
}

/** A post with its Markdown body, for the editor; `id` null means a new post (nothing to load). */
export function useAdminPost(id: string | null) {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: ADMIN_BLOG_KEYS.post(id ?? "new"),
    queryFn: ({ signal }) => getAdminPost(accessToken, id ?? "", signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
