import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TAdminListPostsQuery, TAdminPostList } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type AdminPostsFilter = Pick<TAdminListPostsQuery, "status" | "page"> & { q?: string; limit?: number };

export function listAdminPosts(accessToken: string | null, filter: AdminPostsFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    limit: String(filter.limit ?? 20),
  });
  if (filter.q) params.set("q", filter.q);
  return apiFetch<TAdminPostList>(`/api/admin/blog/posts?${params.toString()}`, { accessToken, signal });
}

export function useAdminPosts(filter: AdminPostsFilter) {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEYS.posts, filter],
    queryFn: ({ signal }) => listAdminPosts(accessToken, filter, signal),
    placeholderData: keepPreviousData,
  });
}
