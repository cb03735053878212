import { useAdminDelete } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

/** The categories panel says why a delete failed in its own words (a category still in use). */
export function useDeleteCategory() {
  return useAdminDelete({
    path: "/api/admin/blog/categories",
    invalidates: [ADMIN_BLOG_KEYS.categories, ADMIN_BLOG_KEYS.posts, PUBLIC_BLOG_KEY],
    reportsFailure: false,
  });
}
