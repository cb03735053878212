import { useQuery } from "@tanstack/react-query";
import type { TCategoryList } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

/** Every category by name; `postCount` counts drafts too. */
export function listAdminCategories(accessToken: string | null, signal?: AbortSignal) {
  return apiFetch<TCategoryList>("/api/admin/blog/categories", { accessToken, signal });
}

export function useAdminCategories() {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: ADMIN_BLOG_KEYS.categories,
    queryFn: ({ signal }) => listAdminCategories(accessToken, signal),
  });
}
