import type { TCategoryList } from "../../../../contracts/blog";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

/** Every category by name; `postCount` counts drafts too. */
export function useAdminCategories() {
  return useAdminQuery<TCategoryList>(ADMIN_BLOG_KEYS.categories, "/api/admin/blog/categories");
}
