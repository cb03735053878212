import { keepPreviousData } from "@tanstack/react-query";
import type { TAdminListPostsQuery, TAdminPostList } from "../../../../contracts/blog";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type AdminPostsFilter = Pick<TAdminListPostsQuery, "status" | "page"> & { q?: string; limit?: number };

export function useAdminPosts(filter: AdminPostsFilter) {
  const params = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    limit: String(filter.limit ?? 20),
  });
  if (filter.q) params.set("q", filter.q);
  return useAdminQuery<TAdminPostList>([...ADMIN_BLOG_KEYS.posts, filter], `/api/admin/blog/posts?${params}`, {
    placeholderData: keepPreviousData,
  });
}
