import { keepPreviousData } from "@tanstack/react-query";
import type { TAdminCommentList, TAdminListCommentsQuery } from "../../../../contracts/comments";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type AdminCommentsFilter = Pick<TAdminListCommentsQuery, "status" | "page">;

/** The moderation queue (pending first by default) with the blog-wide pending count. */
export function useAdminComments(filter: AdminCommentsFilter) {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page), limit: "20" });
  return useAdminQuery<TAdminCommentList>([...ADMIN_BLOG_KEYS.comments, filter], `/api/admin/comments?${params}`, {
    placeholderData: keepPreviousData,
  });
}
