import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCategory } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { retryUnlessMissing } from "./retry-unless-missing";

/** One category by slug; unknown: 404. */
export function getCategory(slug: string, signal?: AbortSignal): Promise<TCategory> {
  return apiFetch<TCategory>(`/api/blog/categories/${encodeURIComponent(slug)}`, { signal });
}

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ["blog", "category", slug],
    queryFn: ({ signal }) => getCategory(slug, signal),
    retry: retryUnlessMissing,
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug));
}
