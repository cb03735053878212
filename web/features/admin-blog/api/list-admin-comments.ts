import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TAdminCommentList, TAdminListCommentsQuery } from "../../../../contracts/comments";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type AdminCommentsFilter = Pick<TAdminListCommentsQuery, "status" | "page">;

export function listAdminComments(accessToken: string | null, filter: AdminCommentsFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page), limit: "20" });
  return apiFetch<TAdminCommentList>(`/api/admin/comments?${params.toString()}`, { accessToken, signal });
}

/** The moderation queue (pending first by default) with the blog-wide pending count. */
export function useAdminComments(filter: AdminCommentsFilter) {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEYS.comments, filter],
    queryFn: ({ signal }) => listAdminComments(accessToken, filter, signal),
    placeholderData: keepPreviousData,
  });
}
