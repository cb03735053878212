import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCategoryList } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";

/** Every category, ordered by name, with its number of published posts. */
export function getCategories(signal?: AbortSignal): Promise<TCategoryList> {
  return apiFetch<TCategoryList>("/api/blog/categories", { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ["blog", "categories"], queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
