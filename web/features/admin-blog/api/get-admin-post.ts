import type { TAdminPost } from "../../../../contracts/blog";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

/** A post with its Markdown body, for the editor; `id` null means a new post (nothing to load). */
export function useAdminPost(id: string | null) {
  return useAdminQuery<TAdminPost>(ADMIN_BLOG_KEYS.post(id ?? "new"), `/api/admin/blog/posts/${id ?? ""}`, {
    enabled: id !== null,
    staleTime: 0,
  });
}
