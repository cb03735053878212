import { useAdminDelete } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

/** The posts panel reports a failed delete itself. */
export function useDeletePost() {
  return useAdminDelete({
    path: "/api/admin/blog/posts",
    invalidates: [ADMIN_BLOG_KEYS.posts, PUBLIC_BLOG_KEY],
    reportsFailure: false,
  });
}
