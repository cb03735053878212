import type { TCategory, TCategoryInput } from "../../../../contracts/blog";
import { useAdminSave } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

/** Creates a category when `id` is null, else renames or re-describes it. */
export function useSaveCategory() {
  return useAdminSave<TCategoryInput, TCategory>({
    path: "/api/admin/blog/categories",
    invalidates: [ADMIN_BLOG_KEYS.categories, ADMIN_BLOG_KEYS.posts, PUBLIC_BLOG_KEY],
  });
}
